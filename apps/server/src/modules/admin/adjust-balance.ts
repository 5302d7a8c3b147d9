import { type AdjustBalanceRequest, centsToDecimalString, decimalStringToCents } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/with-transaction.js';
import { recordAudit } from '../audit/audit.js';
import { balanceOf } from '../ledger/ledger.repo.js';
import { transfer } from '../ledger/transfer.js';
import { memberDetail } from './members.service.js';

/**
 * An operator credits or debits a member's wallet against the platform adjustments
 * account, with a reason, audited in the same transaction. The member sees it live.
 */
export async function adjustBalance(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  actorId: string,
  uid: string,
  input: AdjustBalanceRequest,
  idempotencyKey: string,
) {
  await memberDetail(ctx, uid); // 404 for anyone who is not a member
  const amount = decimalStringToCents(input.amount);
  const wallet = { owner: uid, kind: 'wallet' } as const;
  const platform = { platform: 'adjustments' } as const;

  const balance = await withTransaction(ctx.db, async (trx) => {
    const result = await transfer(trx, {
      from: input.direction === 'credit' ? platform : wallet,
      to: input.direction === 'credit' ? wallet : platform,
      amount,
      kind: `adjustment.${input.direction}`,
      reference: input.reason,
      idempotencyKey: `admin-adjustment:${idempotencyKey}`,
      createdBy: actorId,
    });
    if (!result.replayed) {
      await recordAudit(trx, {
        actorId,
        action: `member.balance.${input.direction}`,
        targetType: 'member',
        targetId: uid,
        details: { amount: centsToDecimalString(amount), reason: input.reason, transferId: String(result.transferId) },
      });
    }
    return balanceOf(trx, uid, 'wallet');
  });

  ctx.bus.publish(`user:${uid}`, { topic: 'balance', data: { balance: centsToDecimalString(balance) } });
  return memberDetail(ctx, uid);
}
