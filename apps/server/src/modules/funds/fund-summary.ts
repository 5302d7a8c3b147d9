import { centsToDecimalString, type Fund, type FundSummary } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { literal } from '../../platform/db/literal.js';
import { balanceOf } from '../ledger/index.js';
import { readMoneyRules } from '../money/index.js';

/** A fund's balance, its withdrawals still open, and what the operator allows out of it. */
export async function fundSummary(ctx: Pick<AppContext, 'db'>, memberId: string, fund: Fund): Promise<FundSummary> {
  const [balance, rules, pending] = await Promise.all([
    balanceOf(ctx.db, memberId, fund),
    readMoneyRules(ctx.db),
    ctx.db
      .selectFrom('withdrawal')
      .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(amount + fee), 0)`.as('total')])
      .where('member_id', '=', memberId)
      .where('source', '=', fund)
      .where('status', 'in', [literal('pending'), literal('approved')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    fund,
    currency: 'USD',
    balance: centsToDecimalString(balance),
    pendingWithdrawals: { count: Number(pending.n), amount: centsToDecimalString(BigInt(pending.total)) },
    moveMin: centsToDecimalString(rules.fundMin[fund].move),
    withdrawalMin: centsToDecimalString(rules.fundMin[fund].withdrawal),
    withdrawalFee: centsToDecimalString(rules.withdrawalFee),
  };
}
