import { type ConsoleFigure, type ConsoleRange, centsToDecimalString, type DailyFigure } from '@member-area/shared';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { profitPaidThrough, profitToday } from '../investments/index.js';
import { dayOf, dayStart, daysEnding } from './range.js';

type Row = { day: string; count: string | number; amount: string | number | null };

/**
 * One set-based statement per figure: the rows since the range's first day on the index of the
 * column that dates them (migration 0027), grouped by the brand's day (range.ts).
 */
const FIGURES: Record<ConsoleFigure, (ctx: AppContext, first: string) => RawBuilder<Row>> = {
  members: (ctx, first) => sql`
    select ${dayOf(ctx, 'createdAt')} as day, count(*) as count, 0 as amount from "user"
    where "createdAt" >= ${dayStart(ctx, first)} and coalesce(role, 'member') = 'member' group by 1`,
  deposits: (ctx, first) => sql`
    select ${dayOf(ctx, 'decided_at')} as day, count(*) as count, sum(amount) as amount from deposit_invoice
    where status = 'paid' and decided_at >= ${dayStart(ctx, first)} group by 1`,
  withdrawals: (ctx, first) => sql`
    select ${dayOf(ctx, 'paid_at')} as day, count(*) as count, sum(amount) as amount from withdrawal
    where status = 'paid' and paid_at >= ${dayStart(ctx, first)} group by 1`,
  invested: (ctx, first) => sql`
    select ${dayOf(ctx, 'created_at')} as day, count(*) as count, sum(amount) as amount from investment
    where created_at >= ${dayStart(ctx, first)} group by 1`,
  // Profit is dated by its profit day, already a day of the brand's time zone.
  profit: (_ctx, first) => sql`
    select to_char(day, 'YYYY-MM-DD') as day, count(*) as count, sum(amount) as amount from investment_profit
    where day >= ${first}::date group by 1`,
  trading: (ctx, first) => sql`
    select ${dayOf(ctx, 'opened_at')} as day, count(*) as count, sum(notional) as amount from position
    where opened_at >= ${dayStart(ctx, first)} group by 1`,
  // The platform's side: the fees of positions opened that day, less the members' P/L of
  // positions closed that day. The count is the positions closed.
  platformPl: (ctx, first) => sql`
    select day, sum(closed) as count, sum(amount) as amount from (
      select ${dayOf(ctx, 'opened_at')} as day, 0 as closed, fee as amount from position
      where opened_at >= ${dayStart(ctx, first)}
      union all
      select ${dayOf(ctx, 'closed_at')}, 1, -coalesce(pl, 0) from position
      where status = 'closed' and closed_at >= ${dayStart(ctx, first)}
    ) moves group by 1`,
  pageViews: (ctx, first) => sql`
    select ${dayOf(ctx, 'created_at')} as day, count(*) as count, 0 as amount from analytics_event
    where name = 'page_view' and created_at >= ${dayStart(ctx, first)} group by 1`,
};

/**
 * Where a figure's range ends. An operator may pay profit a day ahead ("Run profit for a date"
 * allows tomorrow): as on the member's chart, the profit range then ends on the latest day paid,
 * so the total is what the ledger paid. Every other figure is dated by when it happened, never
 * later than today.
 */
async function rangeEnd(ctx: AppContext, figure: ConsoleFigure): Promise<{ today: string; through: string }> {
  if (figure !== 'profit') {
    const today = profitToday(ctx);
    return { today, through: today };
  }
  return profitPaidThrough(ctx);
}

/** One figure per day over the range, every day present (0 where nothing happened). */
export async function dailyFigure(ctx: AppContext, figure: ConsoleFigure, range: ConsoleRange): Promise<DailyFigure> {
  const { today, through } = await rangeEnd(ctx, figure);
  const days = daysEnding(through, Number(range));
  const { rows } = await FIGURES[figure](ctx, days[0] as string).execute(ctx.db);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let count = 0;
  let cents = 0n;
  const points = days.map((day) => {
    const row = byDay.get(day);
    const n = Number(row?.count ?? 0);
    const c = BigInt(row?.amount ?? 0);
    count += n;
    cents += c;
    return { day, count: n, amount: centsToDecimalString(c) };
  });
  return {
    figure,
    points,
    total: { count, amount: centsToDecimalString(cents) },
    today,
    through,
    timeZone: ctx.config.PROFIT_TIME_ZONE,
  };
}
