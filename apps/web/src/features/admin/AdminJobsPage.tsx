import type { JobRow, JobsOverview, OutboxMailRow } from '@member-area/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { getJobsOverview } from './api';

const STATE_COLOR = {
  pending: 'default',
  running: 'info',
  done: 'success',
  sent: 'success',
  failed: 'error',
} as const;
// Capitalised as every status chip of the back office ("Pending", not the stored "pending").
const STATE_LABEL: Record<keyof typeof STATE_COLOR, string> = {
  pending: 'Pending',
  running: 'Running',
  done: 'Done',
  sent: 'Sent',
  failed: 'Failed',
};

function StateChip({ state, retrying }: { state: keyof typeof STATE_COLOR; retrying?: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={retrying ? 'warning' : STATE_COLOR[state]}
      label={retrying ? 'Retrying' : STATE_LABEL[state]}
    />
  );
}

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>—</>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const errorCell = { overflowWrap: 'anywhere', minWidth: 240, color: 'error.main' } as const;

type QueueRow = JobsOverview['queues'][number];

const QUEUE_COLUMNS: readonly ResponsiveColumn<QueueRow>[] = [
  { header: 'Queue', cell: (q) => q.queue, nowrap: true, phone: 'lead' },
  { header: 'Waiting', cell: (q) => q.pending, nowrap: true, sx: tabular },
  { header: 'Running', cell: (q) => q.running, nowrap: true, sx: tabular },
  { header: 'Done', cell: (q) => q.done, nowrap: true, sx: tabular },
  {
    header: 'Failed',
    cell: (q) => (
      <Box component="span" sx={{ color: q.failed > 0 ? 'error.main' : undefined }}>
        {q.failed}
      </Box>
    ),
    nowrap: true,
    sx: tabular,
    phone: 'lead',
  },
];

const JOB_COLUMNS: readonly ResponsiveColumn<JobRow>[] = [
  { header: 'Queue', cell: (job) => job.queue, nowrap: true, phone: 'lead' },
  {
    header: 'State',
    cell: (job) => <StateChip state={job.state} retrying={job.state === 'pending' && job.lastError !== null} />,
    phone: 'lead',
  },
  { header: 'Attempts', cell: (job) => `${job.attempts} / ${job.maxAttempts}`, nowrap: true, sx: tabular },
  {
    header: 'Next run / finished',
    cell: (job) => <When iso={job.state === 'done' || job.state === 'failed' ? job.finishedAt : job.runAt} />,
    nowrap: true,
  },
  { header: 'Last error', cell: (job) => job.lastError ?? '', sx: errorCell },
  { header: 'Node', cell: (job) => job.lockedBy ?? '', nowrap: true },
];

const MAIL_COLUMNS: readonly ResponsiveColumn<OutboxMailRow>[] = [
  { header: 'To', cell: (mail) => mail.to, nowrap: true },
  { header: 'Subject', cell: (mail) => mail.subject, sx: { minWidth: 200 }, phone: 'lead', nowrap: false },
  {
    header: 'Status',
    cell: (mail) => <StateChip state={mail.status} retrying={mail.status === 'pending' && mail.lastError !== null} />,
    phone: 'lead',
  },
  { header: 'Attempts', cell: (mail) => mail.attempts, nowrap: true, sx: tabular },
  { header: 'Sent / queued', cell: (mail) => <When iso={mail.sentAt ?? mail.createdAt} />, nowrap: true },
  { header: 'Last error', cell: (mail) => mail.lastError ?? '', sx: errorCell },
];

function Overview({ data }: { data: JobsOverview }) {
  return (
    <Stack spacing={4}>
      <Section title="Queues">
        <ResponsiveTable
          label="Queues"
          columns={QUEUE_COLUMNS}
          rows={data.queues}
          rowKey={(q) => q.queue}
          empty="No jobs yet."
          framed
        />
      </Section>
      <Section title="Recent jobs">
        <ResponsiveTable
          label="Recent jobs"
          columns={JOB_COLUMNS}
          rows={data.jobs}
          rowKey={(job) => job.id}
          empty="No jobs yet."
          framed
        />
      </Section>
      <Section title="Mail outbox">
        <ResponsiveTable
          label="Mail outbox"
          columns={MAIL_COLUMNS}
          rows={data.mails}
          rowKey={(mail) => mail.id}
          empty="No mail yet."
          framed
        />
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
        <ErrorAlert error={overview.error} />
      ) : (
        <Overview data={overview.data} />
      )}
    </>
  );
}
