import { centsToDecimalString, formatUsd, type ProfitRun, type RunProfitResponse } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { type DayPayout, payProfitForDay } from './pay-profit.js';
import { addDays, isCalendarDay, profitToday } from './profit-day.js';
import { mailDaySummaries } from './summary-mail.js';

type RunContext = Pick<AppContext, 'db' | 'bus' | 'clock' | 'config' | 'database'>;

/** Batches paid at once on PostgreSQL (PGlite has one connection: one at a time). */
export const PROFIT_WORKERS = 3;

/** Pays one day and keeps the run (when, day, how many, total, the error if it failed). */
export async function recordedRun(
  ctx: RunContext,
  day: string,
  source: 'job' | 'operator',
  requestedBy: string | null = null,
): Promise<DayPayout> {
  const run = await ctx.db
    .insertInto('profit_run')
    .values({ day, source, requested_by: requestedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const workers = ctx.database.kind === 'postgres' ? PROFIT_WORKERS : 1;
    const payout = await payProfitForDay(ctx, day, { runId: run.id, workers });
    // Once the day is paid through: the summary mails of those who asked (once per member and day).
    await mailDaySummaries(ctx, day);
    await ctx.db
      .updateTable('profit_run')
      .set({ finished_at: new Date(), paid: payout.paid, total: payout.total, completed: payout.completed })
      .where('id', '=', run.id)
      .execute();
    return payout;
  } catch (err) {
    // What was paid before the failing batch stays paid (each batch commits); the next run pays the rest.
    await ctx.db
      .updateTable('profit_run')
      .set({ finished_at: new Date(), error: err instanceof Error ? err.message : String(err) })
      .where('id', '=', run.id)
      .execute();
    throw err;
  }
}

/**
 * The recurring job: pays every day from the last one the job finished (again, for anything
 * that became due meanwhile) through today, so after downtime each missed day is paid, in order.
 * A fresh install starts at the day after the oldest active investment's start.
 */
export async function catchUpProfit(ctx: RunContext): Promise<DayPayout[]> {
  const today = profitToday(ctx);
  const { rows } = await sql<{ last: string | null; oldest: string | null }>`
    select
      (select max(day)::text from profit_run where source = 'job' and error is null and finished_at is not null) as last,
      (select (min(start_day) + 1)::text from investment where status = 'active') as oldest
  `.execute(ctx.db);
  const { last, oldest } = rows[0] ?? { last: null, oldest: null };
  // The last finished day again: an investment bought just before midnight may commit after it ran.
  let day = last ?? oldest ?? today;
  const payouts: DayPayout[] = [];
  for (; day <= today; day = addDays(day, 1)) payouts.push(await recordedRun(ctx, day, 'job'));
  return payouts;
}

/** The operator's "Run profit for a date": any day up to tomorrow; a day already paid pays nothing. */
export async function runProfitForDate(
  ctx: RunContext,
  { operatorId, day }: { operatorId: string; day: string },
): Promise<RunProfitResponse> {
  if (!isCalendarDay(day)) throw AppError.field('day', 'Enter a real date');
  const tomorrow = addDays(profitToday(ctx), 1);
  if (day > tomorrow) throw AppError.field('day', `Profit can be paid up to tomorrow (${tomorrow})`);
  const payout = await recordedRun(ctx, day, 'operator', operatorId);
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'profit.run',
    targetType: 'profit_day',
    targetId: day,
    details: { paid: payout.paid, total: String(payout.total) },
  });
  const alreadyPaid = payout.paid === 0 && payout.alreadyPaid > 0;
  const total = centsToDecimalString(payout.total);
  return {
    day,
    paid: payout.paid,
    total,
    completed: payout.completed,
    alreadyPaid,
    message: alreadyPaid
      ? `${day} was already paid: nothing was paid again.`
      : payout.paid === 0
        ? `No investment was due for ${day}.`
        : `Paid ${payout.paid} investment${payout.paid === 1 ? '' : 's'} for ${day}: ${formatUsd(total)}.`,
  };
}

export async function listProfitRuns(db: Kysely<DB>): Promise<{ runs: ProfitRun[] }> {
  const rows = await db
    .selectFrom('profit_run')
    .select([
      'id',
      sql<string>`day::text`.as('day'),
      'source',
      'started_at',
      'finished_at',
      'paid',
      'total',
      'completed',
      'error',
    ])
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    runs: rows.map((r) => ({
      id: String(r.id),
      day: r.day,
      source: r.source,
      startedAt: new Date(r.started_at).toISOString(),
      finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
      paid: r.paid,
      total: centsToDecimalString(r.total),
      completed: r.completed,
      error: r.error,
    })),
  };
}
