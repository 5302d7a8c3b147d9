import { type AdminDeposit, DEPOSIT_STATUS_LABEL, DEPOSIT_STATUSES, formatUsd } from '@member-area/shared';
import { useState } from 'react';
import { Amount } from '../../ui/Amount';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/format';
import type { ResponsiveColumn } from '../../ui/ResponsiveTable';
import { approveDeposit, listAdminDeposits, rejectDeposit } from './desk-api';
import { MemberCell } from './MemberCell';
import { MoneyQueue, RejectDialog, RowActions, useQueueList } from './MoneyQueue';
import { depositFacts } from './money-facts';
import { ProofPreview } from './ProofPreview';
import { StatusChip } from './StatusChip';
import { useDecision } from './useDecision';

const STATUS_OPTIONS = DEPOSIT_STATUSES.map((s) => [s, DEPOSIT_STATUS_LABEL[s]] as const);

/** /admin/deposits: invoices to check against the bank or the chain, approved (credited) or rejected. */
export function AdminDepositsPage() {
  const queue = useQueueList('deposits', DEPOSIT_STATUSES, listAdminDeposits);
  const approve = useDecision('deposits', (slug: string, key) => approveDeposit(slug, key));
  const reject = useDecision('deposits', ({ slug, reason }: { slug: string; reason: string }, key) =>
    rejectDeposit(slug, { reason }, key),
  );
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);
  const [approving, setApproving] = useState<AdminDeposit | null>(null);

  const columns: readonly ResponsiveColumn<AdminDeposit>[] = [
    { header: 'Invoice', cell: (d) => d.number, nowrap: true, phone: 'lead' },
    { header: 'Member', cell: (d) => <MemberCell member={d.member} /> },
    { header: 'Amount', cell: (d) => <Amount>{formatUsd(d.amount)}</Amount>, nowrap: true, phone: 'lead' },
    { header: 'Method', cell: (d) => d.instructions.methodName },
    { header: 'Proof', cell: (d) => <ProofPreview proofs={d.proofs} /> },
    { header: 'Created', cell: (d) => formatDateTime(d.createdAt), nowrap: true },
    {
      header: 'Status',
      cell: (d) => (
        <>
          <StatusChip status={d.status} />
          {d.reason ? <div>{d.reason}</div> : null}
          {d.decidedBy ? <div>by {d.decidedBy.name}</div> : null}
        </>
      ),
      phone: 'lead',
    },
    {
      header: 'Actions',
      cell: (d) =>
        d.status === 'pending' ? (
          <RowActions
            number={d.number}
            main={{ label: 'Approve', onClick: () => setApproving(d), loading: approve.pending && approving === null }}
            onReject={() => setRejecting(d)}
          />
        ) : null,
    },
  ];

  return (
    <MoneyQueue
      dataset="deposits"
      title="Deposits"
      subtitle="Check each invoice against the payment, then approve it (the member is credited at once) or reject it with a reason the member reads."
      statuses={STATUS_OPTIONS}
      queue={queue}
      columns={columns}
      empty="No deposits match."
      decisions={[approve, reject]}
    >
      <ConfirmDialog
        open={approving !== null}
        title={`Approve ${approving?.number ?? ''}`}
        description="Approving credits the member's wallet at once. Approve only once the payment has arrived."
        facts={approving ? depositFacts(approving) : []}
        confirm="Approve"
        pending={approve.pending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.run(approving.slug, () => setApproving(null))}
      />
      <RejectDialog
        target={rejecting}
        facts={rejecting ? depositFacts(rejecting) : []}
        description="The member reads this reason on the invoice and in the e-mail."
        decision={reject}
        onClose={() => setRejecting(null)}
      />
    </MoneyQueue>
  );
}
