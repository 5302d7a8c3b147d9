import {
  centsToDecimalString,
  decimalStringToCents,
  type MoneySettings,
  type UpdateMoneySettingsRequest,
} from '@member-area/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, MoneySettingsTable } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/** The money rules in cents, as the use cases check them. */
export interface MoneyRules {
  depositMin: bigint;
  depositMax: bigint;
  withdrawalMin: bigint;
  withdrawalFee: bigint;
  invoiceExpiryHours: number;
  /** The least that may leave each fund, by withdrawal or by a move to the wallet. */
  fundMin: Record<'profit' | 'bonus', { withdrawal: bigint; move: bigint }>;
}

const CENTS_COLUMNS = [
  'deposit_min',
  'deposit_max',
  'withdrawal_min',
  'withdrawal_fee',
  'profit_withdrawal_min',
  'bonus_withdrawal_min',
  'profit_move_min',
  'bonus_move_min',
] as const;
/** A row of money_settings: cents as read (bigint) or as moneyRulesQuery gives them (text, exact also in JSON). */
type RulesRow = Record<(typeof CENTS_COLUMNS)[number], bigint | string> &
  Pick<Selectable<MoneySettingsTable>, 'invoice_expiry_hours'>;

export const toRules = (row: RulesRow): MoneyRules => ({
  depositMin: BigInt(row.deposit_min),
  depositMax: BigInt(row.deposit_max),
  withdrawalMin: BigInt(row.withdrawal_min),
  withdrawalFee: BigInt(row.withdrawal_fee),
  invoiceExpiryHours: row.invoice_expiry_hours,
  fundMin: {
    profit: { withdrawal: BigInt(row.profit_withdrawal_min), move: BigInt(row.profit_move_min) },
    bonus: { withdrawal: BigInt(row.bonus_withdrawal_min), move: BigInt(row.bonus_move_min) },
  },
});

export const moneySettingsOf = (r: MoneyRules): MoneySettings => ({
  depositMin: centsToDecimalString(r.depositMin),
  depositMax: centsToDecimalString(r.depositMax),
  withdrawalMin: centsToDecimalString(r.withdrawalMin),
  withdrawalFee: centsToDecimalString(r.withdrawalFee),
  invoiceExpiryHours: r.invoiceExpiryHours,
  profitWithdrawalMin: centsToDecimalString(r.fundMin.profit.withdrawal),
  bonusWithdrawalMin: centsToDecimalString(r.fundMin.bonus.withdrawal),
  profitMoveMin: centsToDecimalString(r.fundMin.profit.move),
  bonusMoveMin: centsToDecimalString(r.fundMin.bonus.move),
});

/** The money rules' row (cents as text), as a query a statement of its own or another one embeds. */
export const moneyRulesQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('money_settings')
    .where('id', '=', 1)
    .select(CENTS_COLUMNS.map((column) => sql<string>`${sql.ref(column)}::text`.as(column)))
    .select('invoice_expiry_hours');

/** The money rules (seeded by migration 0010, changed by operators). */
export async function readMoneyRules(db: Kysely<DB>): Promise<MoneyRules> {
  return toRules(await moneyRulesQuery(db).executeTakeFirstOrThrow());
}

/** Changes some money rules; a minimum above the maximum is refused under the field that was sent. */
export async function writeMoneyRules(db: Kysely<DB>, patch: UpdateMoneySettingsRequest): Promise<MoneyRules> {
  const current = await readMoneyRules(db);
  const cents = (v: string | undefined, fallback: bigint) => (v === undefined ? fallback : decimalStringToCents(v));
  const next: MoneyRules = {
    depositMin: cents(patch.depositMin, current.depositMin),
    depositMax: cents(patch.depositMax, current.depositMax),
    withdrawalMin: cents(patch.withdrawalMin, current.withdrawalMin),
    withdrawalFee: cents(patch.withdrawalFee, current.withdrawalFee),
    invoiceExpiryHours: patch.invoiceExpiryHours ?? current.invoiceExpiryHours,
    fundMin: {
      profit: {
        withdrawal: cents(patch.profitWithdrawalMin, current.fundMin.profit.withdrawal),
        move: cents(patch.profitMoveMin, current.fundMin.profit.move),
      },
      bonus: {
        withdrawal: cents(patch.bonusWithdrawalMin, current.fundMin.bonus.withdrawal),
        move: cents(patch.bonusMoveMin, current.fundMin.bonus.move),
      },
    },
  };
  if (next.depositMax < next.depositMin) {
    throw AppError.field(
      patch.depositMax !== undefined ? 'depositMax' : 'depositMin',
      'The deposit maximum must be at least the minimum',
    );
  }
  const row = await db
    .updateTable('money_settings')
    .set({
      deposit_min: next.depositMin,
      deposit_max: next.depositMax,
      withdrawal_min: next.withdrawalMin,
      withdrawal_fee: next.withdrawalFee,
      invoice_expiry_hours: next.invoiceExpiryHours,
      profit_withdrawal_min: next.fundMin.profit.withdrawal,
      bonus_withdrawal_min: next.fundMin.bonus.withdrawal,
      profit_move_min: next.fundMin.profit.move,
      bonus_move_min: next.fundMin.bonus.move,
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRules(row);
}
