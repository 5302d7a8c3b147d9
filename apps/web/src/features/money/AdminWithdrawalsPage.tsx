import {
  type AdminWithdrawal,
  formatUsd,
  WITHDRAWAL_SOURCE_LABEL,
  WITHDRAWAL_STATUS_LABEL,
  WITHDRAWAL_STATUSES,
  ZMarkPaidRequest,
} from '@member-area/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { Amount } from '../../ui/Amount';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/format';
import type { ResponsiveColumn } from '../../ui/ResponsiveTable';
import { DecisionDialog } from './DecisionDialog';
import { approveWithdrawal, listAdminWithdrawals, markWithdrawalPaid, rejectWithdrawal } from './desk-api';
import { MemberCell } from './MemberCell';
import { MoneyQueue, RejectDialog, RowActions, useQueueList } from './MoneyQueue';
import { RECENT_CHANGE_WARNING, withdrawalFacts } from './money-facts';
import { StatusChip } from './StatusChip';
import { useDecision } from './useDecision';
import { WithdrawalDestinationDialog } from './WithdrawalDestinationDialog';

const STATUS_OPTIONS = WITHDRAWAL_STATUSES.map((s) => [s, WITHDRAWAL_STATUS_LABEL[s]] as const);
const open = (w: AdminWithdrawal) => w.status === 'pending' || w.status === 'approved';

/** /admin/withdrawals: approve, pay (with the payout reference) or reject (the hold goes back). */
export function AdminWithdrawalsPage() {
  const queue = useQueueList('withdrawals', WITHDRAWAL_STATUSES, listAdminWithdrawals);
  const approve = useDecision('withdrawals', (slug: string, key) => approveWithdrawal(slug, key));
  const reject = useDecision('withdrawals', ({ slug, reason }: { slug: string; reason: string }, key) =>
    rejectWithdrawal(slug, { reason }, key),
  );
  const pay = useDecision('withdrawals', ({ slug, ref }: { slug: string; ref: string }, key) =>
    markWithdrawalPaid(slug, { payoutReference: ref }, key),
  );
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const [approving, setApproving] = useState<AdminWithdrawal | null>(null);
  const [viewing, setViewing] = useState<AdminWithdrawal | null>(null);
  const flagWarning = (w: AdminWithdrawal | null) =>
    w?.flaggedRecentDestinationChange ? RECENT_CHANGE_WARNING : undefined;

  const columns: readonly ResponsiveColumn<AdminWithdrawal>[] = [
    { header: 'Number', cell: (w) => w.number, nowrap: true, phone: 'lead' },
    { header: 'Member', cell: (w) => <MemberCell member={w.member} /> },
    { header: 'From', cell: (w) => WITHDRAWAL_SOURCE_LABEL[w.source] },
    {
      header: 'Amount',
      cell: (w) => (
        <>
          <Amount>{formatUsd(w.amount)}</Amount>
          <div>
            <Amount>fee {formatUsd(w.fee)}</Amount>
          </div>
        </>
      ),
      nowrap: true,
      phone: 'lead',
    },
    {
      header: 'Destination',
      cell: (w) => (
        <>
          {w.destination.label}
          <div>
            <Button
              size="small"
              sx={{ ml: -0.5 }}
              onClick={() => setViewing(w)}
              aria-label={`Destination of ${w.number}`}
            >
              Show details
            </Button>
          </div>
          {w.flaggedRecentDestinationChange ? (
            <div>
              <Chip size="small" color="warning" label="Details changed in the last 24 h" sx={{ mt: 0.5 }} />
            </div>
          ) : null}
        </>
      ),
      sx: { minWidth: 180, overflowWrap: 'anywhere' },
    },
    { header: 'Requested', cell: (w) => formatDateTime(w.createdAt), nowrap: true },
    {
      header: 'Status',
      cell: (w) => (
        <>
          <StatusChip status={w.status} />
          {w.reason ? <div>{w.reason}</div> : null}
          {w.payoutReference ? <div>ref {w.payoutReference}</div> : null}
          {w.decidedBy ? <div>by {w.decidedBy.name}</div> : null}
        </>
      ),
      phone: 'lead',
    },
    {
      header: 'Actions',
      cell: (w) =>
        open(w) ? (
          <RowActions
            number={w.number}
            main={
              w.status === 'pending'
                ? { label: 'Approve', onClick: () => setApproving(w), loading: approve.pending && approving === null }
                : { label: 'Mark paid', onClick: () => setPaying(w) }
            }
            onReject={() => setRejecting(w)}
          />
        ) : null,
    },
  ];

  return (
    <MoneyQueue
      dataset="withdrawals"
      title="Withdrawals"
      subtitle="Approve a request, send the money, then mark it paid with the payout reference. Rejecting gives the member the held amount and fee back."
      statuses={STATUS_OPTIONS}
      queue={queue}
      columns={columns}
      empty="No withdrawals match."
      decisions={[approve, reject, pay]}
    >
      <ConfirmDialog
        open={approving !== null}
        title={`Approve ${approving?.number ?? ''}`}
        description="Approving says the money will be sent: it stays held until you mark it paid with the payout reference."
        facts={approving ? withdrawalFacts(approving) : []}
        warning={flagWarning(approving)}
        acknowledge={approving?.flaggedRecentDestinationChange ? approving.number : undefined}
        confirm="Approve"
        pending={approve.pending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.run(approving.slug, () => setApproving(null))}
      />
      <RejectDialog
        target={rejecting}
        facts={rejecting ? withdrawalFacts(rejecting) : []}
        description="The held amount and fee go back to the member, who reads this reason."
        decision={reject}
        onClose={() => setRejecting(null)}
      />
      <DecisionDialog
        open={paying !== null}
        title={`Mark ${paying?.number ?? ''} paid`}
        description="Only once the money has left: the hold is posted to payouts and cannot be undone."
        facts={paying ? withdrawalFacts(paying) : []}
        warning={flagWarning(paying)}
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
      <WithdrawalDestinationDialog withdrawal={viewing} onClose={() => setViewing(null)} />
    </MoneyQueue>
  );
}
