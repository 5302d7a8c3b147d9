import { centsToDecimalString, type InvestmentStatus, type Reconciliation } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { keyedPage, type PageAsked, sliced } from '../../platform/db/counted-page.js';
import type { DB } from '../../platform/db/schema.js';
import { investmentColumns, toInvestment } from './investment-view.js';
import { addDays, profitToday } from './profit-day.js';

export async function adminInvestments(
  db: Kysely<DB>,
  { status, ...asked }: PageAsked & { status?: InvestmentStatus | undefined },
) {
  let q = db.selectFrom('investment');
  if (status) q = q.where('investment.status', '=', status);
  const shown = await keyedPage(
    db,
    { columns: ['investment.id'], direction: 'desc' },
    asked,
    (slice) =>
      sliced(
        q.leftJoin('user', 'user.id', 'investment.member_id').select([...investmentColumns, 'user.username']),
        slice,
      ),
    (where) => q.where(where),
  );
  return {
    ...shown,
    rows: shown.rows.map((r) => ({ ...toInvestment(r), memberId: r.member_id, userName: r.username ?? null })),
  };
}

/**
 * Today in PROFIT_TIME_ZONE, and the last day an operator's window over paid profit runs to:
 * today, or the latest day already paid ahead of time ("Run profit for a date" allows
 * tomorrow), so what was paid is counted on its own day (the member's chart's rule too).
 */
export async function profitPaidThrough(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
): Promise<{ today: string; through: string }> {
  const today = profitToday(ctx);
  const latest = await sql<{ day: string | null }>`select max(day)::text as day from investment_profit`.execute(ctx.db);
  const last = latest.rows[0]?.day ?? null;
  return { today, through: last !== null && last > today ? last : today };
}

/**
 * Per day, what the terms say was due (every investment whose term covers the day, at its
 * day's amount by the rounding rule) beside what was paid. A day not run yet shows its whole
 * expected amount as missing; any other difference is a fault.
 */
export async function reconciliation(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  days: number,
): Promise<Reconciliation> {
  const { today, through: last } = await profitPaidThrough(ctx);
  const from = addDays(last, -(days - 1));
  const { rows } = await sql<{
    day: string;
    expected_count: string;
    expected: string;
    paid_count: string;
    paid: string;
  }>`
    with d as (select generate_series(${from}::date, ${last}::date, interval '1 day')::date as day),
    due as (
      select d.day, count(*) as n,
        sum(floor(i.amount::numeric * i.daily_rate_e4 * (d.day - i.start_day) / 1000000)
          - floor(i.amount::numeric * i.daily_rate_e4 * (d.day - i.start_day - 1) / 1000000)) as amount
      from d join investment i on i.start_day < d.day and i.end_day >= d.day and i.status <> 'cancelled'
      group by d.day
    ),
    paid as (
      select day, count(*) as n, sum(amount) as amount from investment_profit
      where day between ${from}::date and ${last}::date group by day
    )
    select d.day::text, coalesce(due.n, 0)::text as expected_count, coalesce(due.amount, 0)::text as expected,
      coalesce(paid.n, 0)::text as paid_count, coalesce(paid.amount, 0)::text as paid
    from d left join due on due.day = d.day left join paid on paid.day = d.day
    order by d.day desc
  `.execute(ctx.db);
  return {
    today,
    through: last,
    days: rows.map((r) => {
      const expected = BigInt(r.expected.split('.')[0] ?? '0');
      const paid = BigInt(r.paid);
      return {
        day: r.day,
        expectedCount: Number(r.expected_count),
        expected: centsToDecimalString(expected),
        paidCount: Number(r.paid_count),
        paid: centsToDecimalString(paid),
        difference: centsToDecimalString(paid - expected),
      };
    }),
  };
}
