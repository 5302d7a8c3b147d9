import type { JobRow, JobsOverview, OutboxMailRow } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { EmptyTableRow } from '../../ui/EmptyTableRow';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { getJobsOverview } from './api';

const STATE_COLOR = {
  pending: 'default',
  running: 'info',
  done: 'success',
  sent: 'success',
  failed: 'error',
} as const;

function StateChip({ state, retrying }: { state: keyof typeof STATE_COLOR; retrying?: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={retrying ? 'warning' : STATE_COLOR[state]}
      label={retrying ? 'retrying' : state}
    />
  );
}

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>—</>;
}

function Section({ title, headers, children }: { title: string; headers: string[]; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <TableContainer tabIndex={0} role="region" aria-label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {headers.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </section>
  );
}

const nowrap = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const errorCell = { overflowWrap: 'anywhere', minWidth: 240, color: 'error.main' } as const;

function JobRows({ jobs }: { jobs: JobRow[] }) {
  if (jobs.length === 0) return <EmptyTableRow colSpan={6}>No jobs yet.</EmptyTableRow>;
  return jobs.map((job) => (
    <TableRow key={job.id}>
      <TableCell sx={nowrap}>{job.queue}</TableCell>
      <TableCell>
        <StateChip state={job.state} retrying={job.state === 'pending' && job.lastError !== null} />
      </TableCell>
      <TableCell sx={nowrap}>
        {job.attempts} / {job.maxAttempts}
      </TableCell>
      <TableCell sx={nowrap}>
        <When iso={job.state === 'done' || job.state === 'failed' ? job.finishedAt : job.runAt} />
      </TableCell>
      <TableCell sx={errorCell}>{job.lastError ?? ''}</TableCell>
      <TableCell sx={nowrap}>{job.lockedBy ?? ''}</TableCell>
    </TableRow>
  ));
}

function MailRows({ mails }: { mails: OutboxMailRow[] }) {
  if (mails.length === 0) return <EmptyTableRow colSpan={6}>No mail yet.</EmptyTableRow>;
  return mails.map((mail) => (
    <TableRow key={mail.id}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.to}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>{mail.subject}</TableCell>
      <TableCell>
        <StateChip state={mail.status} retrying={mail.status === 'pending' && mail.lastError !== null} />
      </TableCell>
      <TableCell sx={nowrap}>{mail.attempts}</TableCell>
      <TableCell sx={nowrap}>
        <When iso={mail.sentAt ?? mail.createdAt} />
      </TableCell>
      <TableCell sx={errorCell}>{mail.lastError ?? ''}</TableCell>
    </TableRow>
  ));
}

function Overview({ data }: { data: JobsOverview }) {
  return (
    <Stack spacing={4}>
      <Section title="Queues" headers={['Queue', 'Waiting', 'Running', 'Done', 'Failed']}>
        {data.queues.length === 0 ? (
          <EmptyTableRow colSpan={5}>No jobs yet.</EmptyTableRow>
        ) : (
          data.queues.map((q) => (
            <TableRow key={q.queue}>
              <TableCell sx={nowrap}>{q.queue}</TableCell>
              <TableCell sx={nowrap}>{q.pending}</TableCell>
              <TableCell sx={nowrap}>{q.running}</TableCell>
              <TableCell sx={nowrap}>{q.done}</TableCell>
              <TableCell sx={{ ...nowrap, color: q.failed > 0 ? 'error.main' : undefined }}>{q.failed}</TableCell>
            </TableRow>
          ))
        )}
      </Section>
      <Section
        title="Recent jobs"
        headers={['Queue', 'State', 'Attempts', 'Next run / finished', 'Last error', 'Node']}
      >
        <JobRows jobs={data.jobs} />
      </Section>
      <Section title="Mail outbox" headers={['To', 'Subject', 'Status', 'Attempts', 'Sent / queued', 'Last error']}>
        <MailRows mails={data.mails} />
      </Section>
    </Stack>
  );
}

/** Background work at a glance: what is waiting, what failed and why, and which mails did not leave. */
export function AdminJobsPage() {
  const overview = useQuery({
    queryKey: queryKeys.admin.jobs,
    queryFn: ({ signal }) => getJobsOverview(signal),
    refetchInterval: 10_000,
  });
  return (
    <>
      <PageTitle subtitle="Queues, recent jobs and the mail outbox; failed and retrying first. Refreshes every 10 seconds.">
        Jobs
      </PageTitle>
      {overview.isPending ? (
        <CenteredSpinner />
      ) : overview.isError ? (
        <Alert severity="error">{errorMessage(overview.error)}</Alert>
      ) : (
        <Overview data={overview.data} />
      )}
    </>
  );
}
