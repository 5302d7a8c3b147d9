import {
  type CreateWithdrawalRequest,
  centsToDecimalString,
  decimalStringToCents,
  formatAmount,
  type Withdrawal,
  type WithdrawalSource,
} from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertKycAllowsWithdrawal } from '../kyc/index.js';
import { balanceOf, reserveHold } from '../ledger/index.js';
import { type MoneyRules, readMoneyRules } from '../settings/index.js';
import { announceMoney } from './announce.js';
import { destinationOf } from './bank-data.js';
import { toWithdrawal } from './money.repo.js';
import { newSlug } from './slugs.js';

/** A withdrawal to a destination changed less than this long ago is flagged for the operator. */
const RECENT_CHANGE_MS = 24 * 3_600_000;

export interface CreateWithdrawalOptions {
  memberId: string;
  request: CreateWithdrawalRequest;
}

/** The least a withdrawal from this source may be: the wallet's rule, or the fund's own. */
const minimumOf = (rules: MoneyRules, source: WithdrawalSource) =>
  source === 'wallet' ? rules.withdrawalMin : rules.fundMin[source].withdrawal;

/** The checks that need no lock: KYC, the source's minimum and a saved destination. */
async function checkRequest(db: Kysely<DB>, memberId: string, request: CreateWithdrawalRequest) {
  const amount = decimalStringToCents(request.amount);
  await assertKycAllowsWithdrawal(db, memberId);
  const rules = await readMoneyRules(db);
  const minimum = minimumOf(rules, request.source);
  if (amount < minimum) {
    const from = request.source === 'wallet' ? '' : ` from the ${request.source} fund`;
    throw AppError.field(
      'amount',
      `The minimum withdrawal${from} is ${formatAmount(centsToDecimalString(minimum))} USD`,
    );
  }
  const saved = await db
    .selectFrom('payout_destination')
    .select(['id', 'details', 'changed_at'])
    .where('member_id', '=', memberId)
    .where('id', '=', request.destination)
    .executeTakeFirst();
  if (!saved) throw AppError.field('destination', 'Save this destination on the Bank page first');
  return { amount, rules, saved };
}

/**
 * What can be refused before the password step, read without a lock: KYC, the minimum, the
 * destination and whether the wallet holds amount + fee. The route runs it ahead of
 * requireStepUp, so a member learns this before typing a password; createWithdrawal checks it
 * all again where it counts (the hold, under the wallet's lock).
 */
export async function precheckWithdrawal(
  ctx: Pick<AppContext, 'db'>,
  { memberId, request }: CreateWithdrawalOptions,
): Promise<void> {
  const { amount, rules } = await checkRequest(ctx.db, memberId, request);
  const available = await balanceOf(ctx.db, memberId, request.source);
  const held = amount + rules.withdrawalFee;
  if (available < held) {
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `Not enough money: this withdrawal holds ${formatAmount(centsToDecimalString(held))} USD with the fee, and ${formatAmount(centsToDecimalString(available))} USD is available.`,
    );
  }
}

/**
 * The member asks for money out: amount plus the fee are held from the source (the wallet, or
 * the profit or bonus fund; refused when it does not hold them: 422 INSUFFICIENT_FUNDS), to a
 * destination from their saved payout details, snapshotted as it is now. Concurrent requests
 * queue on the source's row, so exactly the affordable ones succeed. A rejected or cancelled
 * one goes back to the same source (the hold remembers where it was reserved from).
 */
export async function createWithdrawal(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, request }: CreateWithdrawalOptions,
): Promise<Withdrawal> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const { amount, rules, saved } = await checkRequest(trx, memberId, request);
    const destination = destinationOf(saved.id, saved.details, new Date(saved.changed_at));
    const slug = newSlug();
    const hold = await reserveHold(trx, {
      ownerId: memberId,
      amount: amount + rules.withdrawalFee,
      purpose: 'withdrawal',
      reference: slug,
      from: request.source,
      createdBy: memberId,
    });
    const row = await trx
      .insertInto('withdrawal')
      .values({
        slug,
        member_id: memberId,
        amount,
        fee: rules.withdrawalFee,
        destination: JSON.stringify(destination),
        flagged_recent_change: Date.now() - new Date(saved.changed_at).getTime() < RECENT_CHANGE_MS,
        hold_id: hold.id,
        source: request.source,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    announceMoney(afterCommit, memberId, request.source);
    return toWithdrawal(row);
  });
}
