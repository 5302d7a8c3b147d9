import {
  type AdjustBalanceRequest,
  centsToDecimalString,
  decimalStringToCents,
  type MemberDetail,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { transfer } from '../ledger/index.js';
import { balanceTopic } from '../money/index.js';
import { findMember, type MemberRow, memberDetail } from './member-detail.js';

export interface AdjustBalanceOptions {
  operatorId: string;
  memberId: string;
  change: AdjustBalanceRequest;
  /** The request's Idempotency-Key: the same key never moves money twice. */
  requestKey: string;
}

/**
 * An operator credits or debits a member's wallet against the platform adjustments
 * account, with a reason, audited in the same transaction. The member sees it live.
 */
export async function adjustBalance(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, memberId, change, requestKey }: AdjustBalanceOptions,
  /** The member's row, read by the route's precheck (404 for anyone who is not a member). */
  prechecked?: MemberRow,
): Promise<MemberDetail> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const member = prechecked ?? (await findMember({ db: trx }, memberId)); // 404 for anyone who is not a member
    const amount = decimalStringToCents(change.amount);
    const wallet = { owner: memberId, kind: 'wallet' } as const;
    const platform = { platform: 'adjustments' } as const;
    const result = await transfer(trx, {
      from: change.direction === 'credit' ? platform : wallet,
      to: change.direction === 'credit' ? wallet : platform,
      amount,
      kind: `adjustment.${change.direction}`,
      reference: change.reason,
      idempotencyKey: `adjustment:${operatorId}:${requestKey}`,
      createdBy: operatorId,
    });
    if (!result.replayed) {
      await recordAudit(trx, {
        actorId: operatorId,
        action: `member.balance.${change.direction}`,
        targetType: 'member',
        targetId: memberId,
        details: { amount: centsToDecimalString(amount), reason: change.reason, transferId: String(result.transferId) },
      });
      afterCommit.changed(balanceTopic, memberId);
    }
    // The wallet's balance after the movement came back with it: read under the row's lock, it
    // would hold that lock over one more round trip. A replay moved nothing and reads it.
    const after = change.direction === 'credit' ? result.balancesAfter.to : result.balancesAfter.from;
    return memberDetail({ db: trx }, memberId, member, after ?? undefined);
  });
}
