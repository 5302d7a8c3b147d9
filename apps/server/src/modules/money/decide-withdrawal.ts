import {
  type AdminWithdrawal,
  centsToDecimalString,
  formatUsd,
  invoiceWdPath,
  WITHDRAWAL_SOURCE_LABEL,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { postHold } from '../ledger/index.js';
import { announceMoney } from './announce.js';
import { adminWithdrawals, findWithdrawal, peopleByIds, type WithdrawalRow, withdrawalNumber } from './money.repo.js';
import { mailMoneyDecision } from './money-mails.js';
import { releaseWithdrawal } from './release-withdrawal.js';
import { assertWithdrawalTransition } from './state-machine.js';

export type WithdrawalDecision =
  | { type: 'approve' }
  | { type: 'reject'; reason: string }
  | { type: 'mark-paid'; payoutReference: string };

const TARGET = { approve: 'approved', reject: 'rejected', 'mark-paid': 'paid' } as const;

export interface DecideWithdrawalOptions {
  operatorId: string;
  slug: string;
  decision: WithdrawalDecision;
}

/**
 * An operator approves a withdrawal, rejects it (the hold goes back to the wallet, with a
 * reason the member sees) or marks it paid with the payout's reference (the hold is posted:
 * the amount to payouts, the fee to fees). Each step is decided once under the row's lock;
 * the loser of a race is told with 409 who decided. Audited, e-mailed, pushed live.
 */
export async function decideWithdrawal(
  ctx: Pick<AppContext, 'db' | 'bus' | 'config'>,
  { operatorId, slug, decision }: DecideWithdrawalOptions,
): Promise<AdminWithdrawal> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findWithdrawal(trx, slug, undefined, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    const lastBy = row.paid_by ?? row.decided_by;
    const person = lastBy ? (await peopleByIds(trx, [lastBy])).get(lastBy) : undefined;
    assertWithdrawalTransition(
      row.status,
      TARGET[decision.type],
      person ? { uid: person.uid, userName: person.userName, name: person.who } : null,
    );

    const now = new Date();
    let updated: WithdrawalRow;
    if (decision.type === 'reject') {
      updated = await releaseWithdrawal(trx, row, { status: 'rejected', by: operatorId, reason: decision.reason });
    } else if (decision.type === 'mark-paid') {
      await postHold(trx, {
        holdId: BigInt(row.hold_id),
        legs: [
          { to: 'payouts', amount: BigInt(row.amount), kind: 'withdrawal.payout' },
          { to: 'fees', amount: BigInt(row.fee), kind: 'withdrawal.fee' },
        ],
        createdBy: operatorId,
      });
      updated = await trx
        .updateTable('withdrawal')
        .set({
          status: 'paid',
          paid_by: operatorId,
          paid_at: now,
          updated_at: now,
          payout_reference: decision.payoutReference,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      updated = await trx
        .updateTable('withdrawal')
        .set({ status: 'approved', decided_by: operatorId, decided_at: now, updated_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    const number = withdrawalNumber(row.id);
    const amount = centsToDecimalString(row.amount);
    await recordAudit(trx, {
      actorId: operatorId,
      action: `withdrawal.${decision.type}`,
      targetType: 'member',
      targetId: row.member_id,
      details: {
        withdrawal: number,
        slug: row.slug,
        amount,
        fee: centsToDecimalString(row.fee),
        ...(decision.type === 'reject' && { reason: decision.reason }),
        ...(decision.type === 'mark-paid' && { payoutReference: decision.payoutReference }),
      },
    });
    await mailMoneyDecision(trx, ctx.config, {
      memberId: row.member_id,
      subject: {
        approve: `Withdrawal ${number} approved`,
        reject: `Withdrawal ${number} rejected`,
        'mark-paid': `Withdrawal ${number} paid`,
      }[decision.type],
      lines:
        decision.type === 'approve'
          ? [`Your withdrawal ${number} of ${formatUsd(amount)} was approved and will be paid out shortly.`]
          : decision.type === 'reject'
            ? [
                // Back where it was taken from: the wallet, or the profit or bonus fund.
                `Your withdrawal ${number} of ${formatUsd(amount)} was rejected; the amount and fee are back in your ${WITHDRAWAL_SOURCE_LABEL[row.source].toLowerCase()}.`,
                `Reason: ${decision.reason}`,
              ]
            : [
                `Your withdrawal ${number} of ${formatUsd(amount)} was paid out.`,
                `Payout reference: ${decision.payoutReference}`,
              ],
      path: invoiceWdPath(row.slug),
    });
    // Approving moves nothing; rejecting gives the wallet back its money; paying empties the hold.
    announceMoney(afterCommit, row.member_id, decision.type === 'reject' && row.source);
    const [shown] = await adminWithdrawals(trx, [updated]);
    if (!shown) throw new Error('decided withdrawal vanished');
    return shown;
  });
}
