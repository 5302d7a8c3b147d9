import type { AfterCommit, Tx } from '../../platform/db/transaction.js';
import { assertTransaction } from '../../platform/db/transaction.js';
import { transfer } from '../ledger/index.js';
import { fundsTopic } from '../money/index.js';
import { uplineOf } from './upline.js';

export interface PayReferralCommissionsInput {
  /** Any string that names the investment once (its id). */
  investmentId: string;
  /** The member who invested: never paid, whatever the data says. */
  investorId: string;
  /** The amount invested, in cents. */
  amount: bigint;
  /** Per level, level 1 first: percent × 10^4 (5 % = 50000, 0.25 % = 2500). */
  ratesE4: readonly number[];
  /** Given by the caller's withTransaction: each beneficiary's bonus fund is pushed after the commit. */
  afterCommit?: AfterCommit;
}

export interface PaidCommission {
  level: number;
  beneficiaryId: string;
  amount: bigint;
}

/** floor(amount × rate / 1,000,000) cents: the rate is percent × 10^4, so ÷ 100 ÷ 10^4. */
export const commissionOf = (amount: bigint, rateE4: number): bigint => (amount * BigInt(rateE4)) / 1_000_000n;

/**
 * Pays each upline level its share of an investment into its bonus fund, inside the caller's
 * transaction (the investment's own), once per (investment, level): the insert into
 * `referral_commission` decides (its primary key), and only the insert that claimed the level
 * moves money, under the transfer key `referral:<investmentId>:<level>` as a second guard.
 * A blocked or banned upline earns nothing and its share is not passed up: the level stays
 * unpaid, and the levels above still earn their own rates. A share that rounds to 0 cents is not
 * paid. The upline walk is one bounded query that refuses cycles (upline.ts).
 */
export async function payReferralCommissions(trx: Tx, input: PayReferralCommissionsInput): Promise<PaidCommission[]> {
  assertTransaction(trx, 'payReferralCommissions()');
  if (input.amount <= 0n || input.ratesE4.length === 0) return [];
  const upline = await uplineOf(trx, input.investorId, input.ratesE4.length);
  const paid: PaidCommission[] = [];
  for (const member of upline) {
    const amount = commissionOf(input.amount, input.ratesE4[member.level - 1] ?? 0);
    if (member.excluded || amount <= 0n || member.id === input.investorId) continue;
    const claimed = await trx
      .insertInto('referral_commission')
      .values({
        investment_id: input.investmentId,
        level: member.level,
        beneficiary_id: member.id,
        investor_id: input.investorId,
        amount,
      })
      .onConflict((oc) => oc.columns(['investment_id', 'level']).doNothing())
      .returning('level')
      .executeTakeFirst();
    if (!claimed) continue;
    const { transferId } = await transfer(trx, {
      from: { platform: 'bonus_expense' },
      to: { owner: member.id, kind: 'bonus' },
      amount,
      kind: 'referral.commission',
      reference: `investment:${input.investmentId}`,
      idempotencyKey: `referral:${input.investmentId}:${member.level}`,
    });
    await trx
      .updateTable('referral_commission')
      .set({ transfer_id: transferId })
      .where('investment_id', '=', input.investmentId)
      .where('level', '=', member.level)
      .execute();
    input.afterCommit?.changed(fundsTopic, member.id);
    paid.push({ level: member.level, beneficiaryId: member.id, amount });
  }
  return paid;
}
