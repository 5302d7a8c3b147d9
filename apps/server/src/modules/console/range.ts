import type { ConsoleRange } from '@member-area/shared';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { addDays, profitToday } from '../investments/index.js';

// The console's day is the brand's day: a calendar day in PROFIT_TIME_ZONE, the one the daily
// profit is paid by, so "Profit paid" and every other figure of a day cover the same 24 hours.

/** The range's days, oldest first, ending today in the brand's time zone. */
export function rangeDays(ctx: AppContext, range: ConsoleRange): string[] {
  return daysEnding(profitToday(ctx), Number(range));
}

/** The `n` days ending on `last` ('YYYY-MM-DD'), oldest first. */
export function daysEnding(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(last, i - (n - 1)));
}

/** The instant `day` begins in the brand's time zone, as SQL (PostgreSQL applies the zone's rules). */
export const dayStart = (ctx: AppContext, day: string): RawBuilder<Date> =>
  sql`(${day}::date::timestamp at time zone ${ctx.config.PROFIT_TIME_ZONE})`;

/** The brand's day an instant `column` falls on, as 'YYYY-MM-DD'. */
export const dayOf = (ctx: AppContext, column: string): RawBuilder<string> =>
  sql`to_char((${sql.ref(column)} at time zone ${ctx.config.PROFIT_TIME_ZONE})::date, 'YYYY-MM-DD')`;
