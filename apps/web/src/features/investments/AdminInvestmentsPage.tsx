import {
  type AdminInvestment,
  adminMemberPath,
  formatUsd,
  investmentInvoicePath,
  investmentsApi,
  type ProfitRun,
  type Reconciliation,
  type ReconciliationDay,
  type RunProfitResponse,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/call';
import { DialogForm } from '../../ui/DialogForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportListButton } from '../../ui/ExportCsvButton';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useLocalPage } from '../../ui/useLocalPage';
import { useCan } from '../auth';
import { statusChip } from './InvestmentPage';
import { investmentKeys } from './keys';

const RUNS: readonly ResponsiveColumn<ProfitRun>[] = [
  { header: 'Day', cell: (r) => r.day, nowrap: true, phone: 'lead' },
  { header: 'Paid', cell: (r) => r.paid, align: 'right', phone: 'lead' },
  { header: 'Total', cell: (r) => formatUsd(r.total), align: 'right', nowrap: true },
  { header: 'Completed', cell: (r) => r.completed, align: 'right' },
  { header: 'By', cell: (r) => (r.source === 'job' ? 'Daily job' : 'Operator') },
  { header: 'When', cell: (r) => formatDateTime(r.startedAt), nowrap: true },
  { header: 'Error', cell: (r) => r.error ?? '—' },
];

const RECONCILIATION: readonly ResponsiveColumn<ReconciliationDay>[] = [
  { header: 'Day', cell: (r) => r.day, nowrap: true, phone: 'lead' },
  {
    header: 'Expected',
    cell: (r) => `${formatUsd(r.expected)} (${r.expectedCount})`,
    align: 'right',
    nowrap: true,
  },
  { header: 'Paid', cell: (r) => `${formatUsd(r.paid)} (${r.paidCount})`, align: 'right', nowrap: true },
  {
    header: 'Difference',
    cell: (r) => (
      <Box
        component="span"
        sx={{
          color: r.difference === '0.00' ? 'text.primary' : 'error.main',
          fontWeight: r.difference === '0.00' ? 400 : 700,
        }}
      >
        {formatUsd(r.difference)}
      </Box>
    ),
    align: 'right',
    phone: 'lead',
  },
];

const INVESTMENTS: readonly ResponsiveColumn<AdminInvestment>[] = [
  { header: 'Number', cell: (r) => r.number, phone: 'lead', nowrap: true },
  {
    header: 'Member',
    // As every back-office list names a member: a link to their member 360 page.
    cell: (r) => (
      <RouterLink to={adminMemberPath(r.memberId)} sx={{ overflowWrap: 'anywhere' }}>
        {r.userName ?? r.memberId}
      </RouterLink>
    ),
    sx: { overflowWrap: 'anywhere' },
  },
  { header: 'Package', cell: (r) => r.packageName },
  { header: 'Amount', cell: (r) => formatUsd(r.amount), align: 'right', phone: 'lead', nowrap: true },
  { header: 'Start', cell: (r) => r.startDay, nowrap: true },
  { header: 'End', cell: (r) => r.endDay, nowrap: true },
  { header: 'Profit paid', cell: (r) => formatUsd(r.profitPaid), align: 'right', nowrap: true },
  { header: 'Status', cell: (r) => statusChip(r.status) },
];

/**
 * Most days of a young brand have nothing due: those are counted, not listed, above the ones to
 * check. (A day with nothing due and nothing paid has no difference either.)
 */
const hasMovement = (d: ReconciliationDay) => d.expectedCount > 0 || d.paidCount > 0;

function ReconciliationTable({ rec }: { rec: Reconciliation }) {
  const { days, today, through } = rec;
  const listed = days.filter(hasMovement);
  const quiet = days.length - listed.length;
  // Past today when an operator already paid a later day: the window ends there, and says so.
  const ahead = through > today;
  const span = ahead ? `the ${days.length} days to ${through}` : `the last ${days.length} days`;
  return (
    <>
      {ahead ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="reconciliation-ahead">
          Today is {today}; the days after it were already paid ahead and are reconciled on their own day.
        </Typography>
      ) : null}
      {quiet > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {quiet === days.length
            ? `Nothing was due or paid on any of ${span}.`
            : `${quiet} of ${span} had nothing due and nothing paid, and are not listed.`}
        </Typography>
      ) : null}
      {listed.length > 0 || days.length === 0 ? (
        <ResponsiveTable
          framed
          label="Reconciliation"
          columns={RECONCILIATION}
          rows={listed}
          rowKey={(r) => r.day}
          empty="No days yet."
        />
      ) : null}
    </>
  );
}

/** /admin/investments: run the profit for a date, the runs, the reconciliation, every investment. */
export function AdminInvestmentsPage() {
  const { page, pageKey, goTo } = useLocalPage();
  const [open, setOpen] = useState(false);
  const canRun = useCan('investments.manage');
  const runs = useQuery({
    queryKey: [...investmentKeys.admin, 'runs'],
    queryFn: ({ signal }) => call(investmentsApi.profitRuns, { signal }),
  });
  const rec = useQuery({
    queryKey: [...investmentKeys.admin, 'reconciliation'],
    queryFn: ({ signal }) => call(investmentsApi.reconciliation, { query: { days: 30 }, signal }),
  });
  const list = useQuery({
    queryKey: [...investmentKeys.admin, 'list', page, pageKey],
    queryFn: ({ signal }) =>
      call(investmentsApi.adminInvestments, { query: { page, ...pageKey, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle subtitle="The daily profit is paid by a job; a day is paid once, whoever runs it.">
        Investments
      </PageTitle>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
        {canRun ? (
          <Button variant="contained" onClick={() => setOpen(true)}>
            Run profit for a date
          </Button>
        ) : null}
        <ExportListButton dataset="investments" />
      </Box>
      <RunDialog open={open} onClose={() => setOpen(false)} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Reconciliation
      </Typography>
      <ErrorAlert error={rec.error} />
      {rec.data ? <ReconciliationTable rec={rec.data} /> : null}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Profit runs
      </Typography>
      <ErrorAlert error={runs.error} />
      {runs.data ? (
        <ResponsiveTable
          framed
          label="Profit runs"
          columns={RUNS}
          rows={runs.data.runs}
          rowKey={(r) => r.id}
          empty="No run yet."
        />
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        All investments
      </Typography>
      <ErrorAlert error={list.error} />
      {list.data ? (
        <ResponsiveTable
          framed
          label="All investments"
          columns={INVESTMENTS}
          rows={list.data.rows}
          rowKey={(r) => r.number}
          empty="No investment yet."
          paging={listPaging(list.data, page, 20, goTo)}
          rowProps={(r) => ({ 'data-invoice': investmentInvoicePath(r.number) })}
        />
      ) : null}
    </>
  );
}

function RunDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const [answer, setAnswer] = useState<RunProfitResponse | null>(null);
  const mutation = useMutation({
    mutationFn: (d: string) => call(investmentsApi.runProfit, { body: { day: d } }),
    onSuccess: (result) => {
      setAnswer(result);
      void queryClient.invalidateQueries({ queryKey: investmentKeys.admin });
    },
  });
  const close = () => {
    setAnswer(null);
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogForm
        onSubmit={(e) => {
          e.preventDefault();
          setAnswer(null);
          mutation.mutate(day);
        }}
      >
        <DialogTitle>Run profit for a date</DialogTitle>
        <DialogContent>
          <TextField
            label="Date"
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            required
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {answer ? (
            <Alert severity={answer.alreadyPaid ? 'info' : 'success'} sx={{ mt: 2 }} role="status">
              {answer.message}
            </Alert>
          ) : null}
          <ErrorAlert error={mutation.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} disabled={!day}>
            Run
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
