import {
  centsToDecimalString,
  type InvestmentDetail,
  type InvestmentSummary,
  type InvestmentsPage,
} from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { keyedPage, type PageAsked, sliced } from '../../platform/db/counted-page.js';
import type { DB } from '../../platform/db/schema.js';
import { balanceOf } from '../ledger/index.js';
import { investmentColumns, ownInvestment, paidDaysOf, toDetail, toInvestment } from './investment-view.js';
import { addDays, profitToday } from './profit-day.js';

export async function myInvestments(db: Kysely<DB>, memberId: string, asked: PageAsked): Promise<InvestmentsPage> {
  const mine = db.selectFrom('investment').where('member_id', '=', memberId);
  const shown = await keyedPage(
    db,
    { columns: ['id'], direction: 'desc' },
    asked,
    (slice) => sliced(mine.select(investmentColumns), slice),
    (where) => mine.where(where),
  );
  return { ...shown, rows: shown.rows.map((r) => toInvestment(r)) };
}

export async function oneInvestment(db: Kysely<DB>, memberId: string, number: string): Promise<InvestmentDetail> {
  const row = await ownInvestment(db, memberId, number);
  return toDetail(row, await paidDaysOf(db, BigInt(row.id)));
}

/**
 * The dashboard: invested now, profit today and to date, and 30 days of profit. The chart's
 * window ends today, or on the member's last paid day when an operator paid a future day ahead
 * ("Run profit for a date" allows tomorrow): such profit is shown on its own day, never dropped
 * or moved to today; `through` says where the window ends. The active count and the profit to
 * date are the member's kept figures (migration 0039), not a sum over every day ever paid.
 */
export async function investmentSummary(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  memberId: string,
): Promise<InvestmentSummary> {
  const today = profitToday(ctx);
  const [invested, totals] = await Promise.all([
    balanceOf(ctx.db, memberId, 'invested'),
    sql<{ active: string | null; today: string; to_date: string | null; last: string | null }>`
      select
        (select active from member_investment_figures where member_id = ${memberId})::text as active,
        (select coalesce(sum(amount), 0) from investment_profit where member_id = ${memberId} and day = ${today}::date)::text as today,
        (select profit_to_date from member_investment_figures where member_id = ${memberId})::text as to_date,
        (select max(day)::text from investment_profit where member_id = ${memberId}) as last
    `.execute(ctx.db),
  ]);
  const t = totals.rows[0] ?? { active: null, today: '0', to_date: null, last: null };
  const through = t.last !== null && t.last > today ? t.last : today;
  const from = addDays(through, -(CHART_DAYS - 1));
  const daily = await sql<{ day: string; amount: string }>`
    select day::text, sum(amount)::text as amount from investment_profit
    where member_id = ${memberId} and day between ${from}::date and ${through}::date
    group by day
  `.execute(ctx.db);
  const byDay = new Map(daily.rows.map((r) => [r.day, r.amount]));
  return {
    currency: 'USD',
    totalInvested: centsToDecimalString(invested),
    activeCount: Number(t.active ?? 0),
    profitToday: centsToDecimalString(t.today),
    profitToDate: centsToDecimalString(t.to_date ?? '0'),
    today,
    through,
    daily: Array.from({ length: CHART_DAYS }, (_, i) => {
      const day = addDays(from, i);
      return { day, amount: centsToDecimalString(byDay.get(day) ?? '0') };
    }),
  };
}

/** The dashboard chart's days. */
const CHART_DAYS = 30;
