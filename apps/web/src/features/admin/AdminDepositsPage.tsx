import {
  type AdminDeposit,
  DEPOSIT_STATUS_LABEL,
  DEPOSIT_STATUSES,
  type DepositStatus,
  formatAmount,
  ZRejectRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, queryKeys } from '../../api';
import { Amount } from '../../ui/Amount';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { formatDateTime } from '../../ui/format';
import { type PagedColumn, PagedTable } from '../../ui/PagedTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusChip } from '../wallet';
import { DecisionDialog } from './DecisionDialog';
import { MemberCell } from './MemberCell';
import { approveDeposit, listAdminDeposits, rejectDeposit } from './money-api';
import { ProofPreview } from './ProofPreview';
import { QueueFilters, useQueueFilters } from './QueueFilters';
import { useDecision } from './useDecision';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = DEPOSIT_STATUSES.map((s) => [s, DEPOSIT_STATUS_LABEL[s]] as const);
const isStatus = (v: string): v is DepositStatus => (DEPOSIT_STATUSES as readonly string[]).includes(v);

/** /admin/deposits: invoices to check against the bank or the chain, approved (credited) or rejected. */
export function AdminDepositsPage() {
  const filters = useQueueFilters();
  const { values, page } = filters;
  const status = isStatus(values.status) ? values.status : undefined;
  const q = {
    status,
    member: values.member || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const list = useQuery({
    queryKey: queryKeys.admin.deposits({ ...q, page }),
    queryFn: ({ signal }) => listAdminDeposits({ ...q, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const approve = useDecision('deposits', (slug: string, key) => approveDeposit(slug, key));
  const reject = useDecision('deposits', ({ slug, reason }: { slug: string; reason: string }, key) =>
    rejectDeposit(slug, { reason }, key),
  );
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);
  const error = approve.error ?? reject.error;

  const columns: readonly PagedColumn<AdminDeposit>[] = [
    { header: 'Invoice', cell: (d) => d.number, sx: { whiteSpace: 'nowrap' } },
    { header: 'Member', cell: (d) => <MemberCell member={d.member} /> },
    { header: 'Amount', cell: (d) => <Amount>{formatAmount(d.amount)} USD</Amount> },
    { header: 'Method', cell: (d) => d.instructions.methodName },
    { header: 'Proof', cell: (d) => <ProofPreview proofs={d.proofs} /> },
    { header: 'Created', cell: (d) => formatDateTime(d.createdAt), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Status',
      cell: (d) => (
        <>
          <StatusChip status={d.status} />
          {d.reason ? <div>{d.reason}</div> : null}
          {d.decidedBy ? <div>by {d.decidedBy.userName}</div> : null}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (d) =>
        d.status === 'pending' ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              color="success"
              loading={approve.pending}
              onClick={() => approve.run(d.slug)}
              aria-label={`Approve ${d.number}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setRejecting(d)}
              aria-label={`Reject ${d.number}`}
            >
              Reject
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle subtitle="Check each invoice against the payment, then approve it (the member is credited at once) or reject it with a reason the member reads.">
        Deposits
      </PageTitle>
      <QueueFilters statuses={STATUS_OPTIONS} filters={filters} />
      {error ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          onClose={() => {
            approve.clearError();
            reject.clearError();
          }}
        >
          {error}
        </Alert>
      ) : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.isPending ? <CenteredSpinner /> : null}
      {list.data ? (
        <PagedTable
          label="Deposits"
          columns={columns}
          rows={list.data.rows}
          rowKey={(d) => d.slug}
          empty="No deposits match."
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
        description="The member reads this reason on the invoice and in the e-mail."
        schema={ZRejectRequest}
        field="reason"
        label="Reason"
        confirm="Reject"
        danger
        pending={reject.pending}
        onCancel={() => setRejecting(null)}
        onConfirm={({ reason }) => rejecting && reject.run({ slug: rejecting.slug, reason }, () => setRejecting(null))}
      />
    </>
  );
}
