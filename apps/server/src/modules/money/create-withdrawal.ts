import {
  amountInWords,
  type CreateWithdrawalRequest,
  centsToDecimalString,
  decimalStringToCents,
  limitInWords,
  WITHDRAWAL_SOURCES,
  type Withdrawal,
  type WithdrawalSource,
} from '@member-area/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { defineMemberRead, type MemberReadRow, runMemberRead } from '../auth/index.js';
import { assertKycAllowsWithdrawal, withdrawalKycQuery } from '../kyc/index.js';
import { balanceQuery, reserveHoldFor } from '../ledger/index.js';
import { announceMoney } from './announce.js';
import { destinationOf } from './bank-data.js';
import { memberCurrencyView } from './member-currency.js';
import { toWithdrawal } from './money.repo.js';
import { type MoneyRules, moneyRulesQuery, toRules } from './money-settings.repo.js';
import { newSlug } from './slugs.js';

/** A withdrawal to a destination changed less than this long ago is flagged for the operator. */
const RECENT_CHANGE_MS = 24 * 3_600_000;

export interface CreateWithdrawalOptions {
  memberId: string;
  request: CreateWithdrawalRequest;
}

/** What the precheck read and passed: the amount, the rules and the saved destination. */
export type CheckedWithdrawal = Awaited<ReturnType<typeof checkRequest>>;

/** The least a withdrawal from this source may be: the wallet's rule, or the fund's own. */
const minimumOf = (rules: MoneyRules, source: WithdrawalSource) =>
  source === 'wallet' ? rules.withdrawalMin : rules.fundMin[source].withdrawal;

/**
 * What a withdrawal's checks decide on, read with the session (a member read: the route's
 * precheck finds it there, no statement of its own): the KYC gate, the money rules, every saved
 * destination (at most four: the bank and three networks) and every source's balance (three), so
 * that it needs nothing from the request's body. Inside a transaction it reads under it.
 */
export const withdrawalChecksRead = defineMemberRead('withdrawal-checks', (db, memberId) =>
  db.selectNoFrom(() => [
    jsonObjectFrom(withdrawalKycQuery(db, memberId)).as('kyc'),
    jsonObjectFrom(moneyRulesQuery(db)).as('rules'),
    jsonArrayFrom(
      db.selectFrom('payout_destination').select(['id', 'details', 'changed_at']).where('member_id', '=', memberId),
    ).as('saved'),
    ...WITHDRAWAL_SOURCES.map((source) => balanceQuery(db, memberId, source).as(source)),
  ]),
);

type ChecksRow = MemberReadRow<typeof withdrawalChecksRead>;

function forRequest(row: ChecksRow | null, request: CreateWithdrawalRequest) {
  if (!row?.rules) throw new Error('no money rules: migration 0010 seeds them');
  return {
    kyc: row.kyc,
    rules: toRules(row.rules),
    saved: row.saved.find((d) => d.id === request.destination),
    available: BigInt(row[request.source] ?? 0),
  };
}

/**
 * The checks that need no lock: KYC, the source's minimum and a saved destination, refused in
 * that order, and (for the precheck) whether the source holds amount + fee.
 */
async function checkRequest(db: Kysely<DB>, memberId: string, request: CreateWithdrawalRequest, row: ChecksRow | null) {
  const amount = decimalStringToCents(request.amount);
  const { kyc, rules, saved, available } = forRequest(row, request);
  assertKycAllowsWithdrawal(kyc);
  const minimum = minimumOf(rules, request.source);
  if (amount < minimum) {
    const view = await memberCurrencyView(db, memberId);
    const from = request.source === 'wallet' ? '' : ` from the ${request.source} fund`;
    throw AppError.field(
      'amount',
      `The minimum withdrawal${from} is ${limitInWords(centsToDecimalString(minimum), view, 'min')}`,
    );
  }
  if (!saved) throw AppError.field('destination', 'Save this destination on the Bank page first');
  return { amount, rules, saved, available };
}

/**
 * What can be refused before the password step, read without a lock: KYC, the minimum, the
 * destination and whether the wallet holds amount + fee. The route runs it ahead of
 * requireStepUp, so a member learns this before typing a password; createWithdrawal checks it
 * the balance again where it counts (the hold, under the wallet's lock) and reuses the rest.
 */
export async function precheckWithdrawal(
  ctx: Pick<AppContext, 'db'>,
  { memberId, request }: CreateWithdrawalOptions,
  read: ChecksRow | null,
): Promise<CheckedWithdrawal> {
  const checked = await checkRequest(ctx.db, memberId, request, read);
  const { amount, rules, available } = checked;
  const held = amount + rules.withdrawalFee;
  if (available < held) {
    const view = await memberCurrencyView(ctx.db, memberId);
    const words = (cents: bigint) => amountInWords(centsToDecimalString(cents), view);
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `Not enough money: this withdrawal holds ${words(held)} with the fee, and ${words(available)} is available.`,
    );
  }
  return checked;
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
  prechecked?: CheckedWithdrawal,
): Promise<Withdrawal> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    // The route's precheck read these a moment ago (none of them is locked either way); the
    // hold below re-checks the balance under the source's lock, where it counts.
    const { amount, rules, saved } =
      prechecked ??
      (await checkRequest(trx, memberId, request, await runMemberRead(trx, memberId, withdrawalChecksRead)));
    const destination = destinationOf(saved.id, saved.details, new Date(saved.changed_at));
    const slug = newSlug();
    const flagged = Date.now() - new Date(saved.changed_at).getTime() < RECENT_CHANGE_MS;
    // The hold and the withdrawal row in the statement that moves the money (one round trip).
    const { row } = await reserveHoldFor(
      trx,
      {
        ownerId: memberId,
        amount: amount + rules.withdrawalFee,
        purpose: 'withdrawal',
        reference: slug,
        from: request.source,
        createdBy: memberId,
      },
      sql<Selectable<DB['withdrawal']>>`
        insert into withdrawal (slug, member_id, amount, fee, destination, flagged_recent_change, hold_id, source)
        select ${slug}, ${memberId}, ${amount}::bigint, ${rules.withdrawalFee}::bigint,
          ${JSON.stringify(destination)}::jsonb, ${flagged}::boolean, hold.id, ${request.source}
        from hold
        returning *
      `,
    );
    announceMoney(afterCommit, memberId, request.source);
    return toWithdrawal(row);
  });
}
