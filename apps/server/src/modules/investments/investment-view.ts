import {
  centsToDecimalString,
  cumulativeProfit,
  dayProfit,
  e4ToPercent,
  type Investment,
  type InvestmentDetail,
} from '@member-area/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, InvestmentTable } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/app-error.js';
import { addDays } from './profit-day.js';

/** An investment row with its days read as text (YYYY-MM-DD), as every query here selects it. */
export type InvestmentRow = Omit<Selectable<InvestmentTable>, 'start_day' | 'end_day'> & {
  start_day: string;
  end_day: string;
};

export const investmentNumber = (id: bigint) => `I-${String(id).padStart(6, '0')}`;
export const idOfNumber = (number: string) => BigInt(number.slice(2));

/** Every column, the days as text. */
export const investmentColumns = [
  'investment.id',
  'investment.member_id',
  'investment.package_id',
  'investment.package_name',
  'investment.package_slug',
  'investment.amount',
  'investment.daily_rate_e4',
  'investment.duration_days',
  'investment.capital_returned',
  'investment.referral_rates_e4',
  'investment.status',
  sql<string>`investment.start_day::text`.as('start_day'),
  sql<string>`investment.end_day::text`.as('end_day'),
  'investment.days_paid',
  'investment.profit_paid',
  'investment.created_at',
  'investment.completed_at',
] as const;

/**
 * The member's view. The next payout is the first day of the term not paid yet (days are paid
 * in order by the job; an operator's run ahead of time may pay a later one first).
 */
export function toInvestment(row: InvestmentRow, paidDays?: ReadonlySet<string>): Investment {
  const amount = BigInt(row.amount);
  const next = row.status === 'active' ? nextUnpaidIndex(row, paidDays) : null;
  return {
    number: investmentNumber(BigInt(row.id)),
    packageName: row.package_name,
    packageSlug: row.package_slug,
    currency: 'USD',
    amount: centsToDecimalString(amount),
    dailyRateE4: row.daily_rate_e4,
    dailyRate: e4ToPercent(row.daily_rate_e4),
    durationDays: row.duration_days,
    capitalReturned: row.capital_returned,
    referralRatesE4: row.referral_rates_e4,
    status: row.status,
    startDay: row.start_day,
    endDay: row.end_day,
    daysPaid: row.days_paid,
    profitPaid: centsToDecimalString(row.profit_paid),
    totalProfit: centsToDecimalString(cumulativeProfit(amount, row.daily_rate_e4, row.duration_days)),
    nextPayoutDay: next === null ? null : addDays(row.start_day, next),
    nextPayoutAmount: next === null ? null : centsToDecimalString(dayProfit(amount, row.daily_rate_e4, next)),
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}

function nextUnpaidIndex(row: InvestmentRow, paidDays?: ReadonlySet<string>): number | null {
  if (!paidDays) return row.days_paid < row.duration_days ? row.days_paid + 1 : null;
  for (let k = 1; k <= row.duration_days; k++) if (!paidDays.has(addDays(row.start_day, k))) return k;
  return null;
}

/** One investment with its whole schedule: each day of the term, paid or to come. */
export function toDetail(row: InvestmentRow, paidDays: ReadonlySet<string>): InvestmentDetail {
  const amount = BigInt(row.amount);
  const schedule = [];
  for (let k = 1; k <= row.duration_days; k++) {
    const day = addDays(row.start_day, k);
    schedule.push({
      day,
      index: k,
      amount: centsToDecimalString(dayProfit(amount, row.daily_rate_e4, k)),
      paid: paidDays.has(day),
    });
  }
  return {
    ...toInvestment(row, paidDays),
    schedule,
    capitalReturnDay: row.capital_returned ? row.end_day : null,
  };
}

/** The member's own investment by number; anyone else's is 404, as if it did not exist. */
export async function ownInvestment(db: Kysely<DB>, memberId: string, number: string): Promise<InvestmentRow> {
  const row = await db
    .selectFrom('investment')
    .select(investmentColumns)
    .where('investment.id', '=', idOfNumber(number))
    .where('investment.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound('No such investment');
  return row;
}

export async function paidDaysOf(db: Kysely<DB>, investmentId: bigint): Promise<Set<string>> {
  const rows = await db
    .selectFrom('investment_profit')
    .select(sql<string>`day::text`.as('day'))
    .where('investment_id', '=', investmentId)
    .execute();
  return new Set(rows.map((r) => r.day));
}
