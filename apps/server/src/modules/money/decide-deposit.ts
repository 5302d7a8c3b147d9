import type { AdminDeposit } from '@member-area/shared';
import { centsToDecimalString, formatUsd, invoiceBalancePath } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { transfer } from '../ledger/index.js';
import { announceMoney } from './announce.js';
import { adminDeposits, depositNumber, findDeposit, peopleByIds } from './money.repo.js';
import { mailMoneyDecision } from './money-mails.js';
import { assertDepositTransition } from './state-machine.js';

export type DepositDecision = { type: 'approve' } | { type: 'reject'; reason: string };

export interface DecideDepositOptions {
  operatorId: string;
  slug: string;
  decision: DepositDecision;
}

/**
 * An operator approves (the member is credited from the deposits-received account) or
 * rejects (with a reason the member sees) a pending invoice. Decided once: the row is locked
 * and its status checked in the transaction that changes it, so of two operators deciding at
 * once the second is told, with 409, who decided first. Audited, e-mailed, pushed live.
 */
export async function decideDeposit(
  ctx: Pick<AppContext, 'db' | 'bus' | 'config'>,
  { operatorId, slug, decision }: DecideDepositOptions,
): Promise<AdminDeposit> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findDeposit(trx, slug, undefined, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
    const to = decision.type === 'approve' ? 'paid' : 'rejected';
    const decidedBy = row.decided_by ? (await peopleByIds(trx, [row.decided_by])).get(row.decided_by) : undefined;
    assertDepositTransition(
      row.status,
      to,
      decidedBy ? { uid: decidedBy.uid, userName: decidedBy.userName, name: decidedBy.who } : null,
    );

    const number = depositNumber(row.id);
    let transferId: bigint | null = null;
    if (decision.type === 'approve') {
      const moved = await transfer(trx, {
        from: { platform: 'deposits' },
        to: { owner: row.member_id, kind: 'wallet' },
        amount: BigInt(row.amount),
        kind: 'deposit.paid',
        reference: `deposit:${row.slug}`,
        idempotencyKey: `deposit:${row.id}:paid`,
        createdBy: operatorId,
      });
      transferId = moved.transferId;
    }
    const now = new Date();
    const updated = await trx
      .updateTable('deposit_invoice')
      .set({
        status: to,
        decided_by: operatorId,
        decided_at: now,
        updated_at: now,
        transfer_id: transferId,
        reason: decision.type === 'reject' ? decision.reason : null,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const amount = centsToDecimalString(row.amount);
    await recordAudit(trx, {
      actorId: operatorId,
      action: decision.type === 'approve' ? 'deposit.approve' : 'deposit.reject',
      targetType: 'member',
      targetId: row.member_id,
      details: {
        invoice: number,
        slug: row.slug,
        amount,
        ...(decision.type === 'reject' && { reason: decision.reason }),
        ...(transferId !== null && { transferId: String(transferId) }),
      },
    });
    await mailMoneyDecision(trx, ctx.config, {
      memberId: row.member_id,
      subject: decision.type === 'approve' ? `Deposit ${number} credited` : `Deposit ${number} rejected`,
      lines:
        decision.type === 'approve'
          ? [`Your deposit ${number} of ${formatUsd(amount)} was received and credited to your wallet.`]
          : [`Your deposit ${number} of ${formatUsd(amount)} was rejected.`, `Reason: ${decision.reason}`],
      path: invoiceBalancePath(row.slug),
    });
    announceMoney(afterCommit, row.member_id, decision.type === 'approve' && 'wallet');
    const [shown] = await adminDeposits(trx, [updated]);
    if (!shown) throw new Error('decided deposit vanished');
    return shown;
  });
}
