import {
  type AdminWithdrawal,
  formatAmount,
  WITHDRAWAL_STATUS_LABEL,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
  ZMarkPaidRequest,
  ZRejectRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, queryKeys } from '../../api';
import { Amount } from '../../ui/Amount';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { formatDateTime } from '../../ui/format';
import { type PagedColumn, PagedTable } from '../../ui/PagedTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusChip, WARNING_CHIP_SX } from '../wallet';
import { DecisionDialog } from './DecisionDialog';
import { MemberCell } from './MemberCell';
import { approveWithdrawal, listAdminWithdrawals, markWithdrawalPaid, rejectWithdrawal } from './money-api';
import { QueueFilters, useQueueFilters } from './QueueFilters';
import { useDecision } from './useDecision';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = WITHDRAWAL_STATUSES.map((s) => [s, WITHDRAWAL_STATUS_LABEL[s]] as const);
const isStatus = (v: string): v is WithdrawalStatus => (WITHDRAWAL_STATUSES as readonly string[]).includes(v);
const open = (w: AdminWithdrawal) => w.status === 'pending' || w.status === 'approved';

/** /admin/withdrawals: approve, pay (with the payout reference) or reject (the hold goes back). */
export function AdminWithdrawalsPage() {
  const filters = useQueueFilters();
  const { values, page } = filters;
  const q = {
    status: isStatus(values.status) ? values.status : undefined,
    member: values.member || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const list = useQuery({
    queryKey: queryKeys.admin.withdrawals({ ...q, page }),
    queryFn: ({ signal }) => listAdminWithdrawals({ ...q, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const approve = useDecision('withdrawals', (slug: string, key) => approveWithdrawal(slug, key));
  const reject = useDecision('withdrawals', ({ slug, reason }: { slug: string; reason: string }, key) =>
    rejectWithdrawal(slug, { reason }, key),
  );
  const pay = useDecision('withdrawals', ({ slug, ref }: { slug: string; ref: string }, key) =>
    markWithdrawalPaid(slug, { payoutReference: ref }, key),
  );
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const error = approve.error ?? reject.error ?? pay.error;

  const columns: readonly PagedColumn<AdminWithdrawal>[] = [
    { header: 'Number', cell: (w) => w.number, sx: { whiteSpace: 'nowrap' } },
    { header: 'Member', cell: (w) => <MemberCell member={w.member} /> },
    {
      header: 'Amount',
      cell: (w) => (
        <>
          <Amount>{formatAmount(w.amount)} USD</Amount>
          <div>
            <Amount>fee {formatAmount(w.fee)}</Amount>
          </div>
        </>
      ),
    },
    {
      header: 'Destination',
      cell: (w) => (
        <>
          {w.destination.label}
          {w.flaggedRecentDestinationChange ? (
            <div>
              <Chip size="small" label="Details changed in the last 24 h" sx={{ mt: 0.5, ...WARNING_CHIP_SX }} />
            </div>
          ) : null}
        </>
      ),
      sx: { minWidth: 180, overflowWrap: 'anywhere' },
    },
    { header: 'Requested', cell: (w) => formatDateTime(w.createdAt), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Status',
      cell: (w) => (
        <>
          <StatusChip status={w.status} />
          {w.reason ? <div>{w.reason}</div> : null}
          {w.payoutReference ? <div>ref {w.payoutReference}</div> : null}
          {w.decidedBy ? <div>by {w.decidedBy.userName}</div> : null}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (w) =>
        open(w) ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {w.status === 'pending' ? (
              <Button
                size="small"
                variant="contained"
                color="success"
                loading={approve.pending}
                onClick={() => approve.run(w.slug)}
                aria-label={`Approve ${w.number}`}
              >
                Approve
              </Button>
            ) : (
              <Button
                size="small"
                variant="contained"
                onClick={() => setPaying(w)}
                aria-label={`Mark paid ${w.number}`}
              >
                Mark paid
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setRejecting(w)}
              aria-label={`Reject ${w.number}`}
            >
              Reject
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle subtitle="Approve a request, send the money, then mark it paid with the payout reference. Rejecting gives the member the held amount and fee back.">
        Withdrawals
      </PageTitle>
      <QueueFilters statuses={STATUS_OPTIONS} filters={filters} />
      {error ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          onClose={() => {
            approve.clearError();
            reject.clearError();
            pay.clearError();
          }}
        >
          {error}
        </Alert>
      ) : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.isPending ? <CenteredSpinner /> : null}
      {list.data ? (
        <PagedTable
          label="Withdrawals"
          columns={columns}
          rows={list.data.rows}
          rowKey={(w) => w.slug}
          empty="No withdrawals match."
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => filters.set({ page: p })}
          fetching={list.isFetching}
        />
      ) : null}
      <DecisionDialog
        open={rejecting !== null}
        title={`Reject ${rejecting?.number ?? ''}`}
        description="The held amount and fee go back to the member, who reads this reason."
        schema={ZRejectRequest}
        field="reason"
        label="Reason"
        confirm="Reject"
        danger
        pending={reject.pending}
        onCancel={() => setRejecting(null)}
        onConfirm={({ reason }) => rejecting && reject.run({ slug: rejecting.slug, reason }, () => setRejecting(null))}
      />
      <DecisionDialog
        open={paying !== null}
        title={`Mark ${paying?.number ?? ''} paid`}
        description="Only once the money has left: the hold is posted to payouts and cannot be undone."
        schema={ZMarkPaidRequest}
        field="payoutReference"
        label="Payout reference"
        confirm="Mark paid"
        pending={pay.pending}
        onCancel={() => setPaying(null)}
        onConfirm={({ payoutReference }) =>
          paying && pay.run({ slug: paying.slug, ref: payoutReference }, () => setPaying(null))
        }
      />
    </>
  );
}
