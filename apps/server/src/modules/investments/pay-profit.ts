import { dayProfit } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type TxContext, withTransaction } from '../../platform/db/transaction.js';
import { creditMany, transfer } from '../ledger/index.js';
import { balanceTopic, fundsTopic } from '../money/index.js';
import { investmentNumber } from './investment-view.js';
import { investmentsTopic } from './investments.live.js';

/** Investments paid per transaction: bounded memory and lock time, whatever the number active. */
export const PROFIT_BATCH = 1000;

export interface DayPayout {
  day: string;
  /** Investments paid for the day by this call. */
  paid: number;
  /** Cents paid by this call. */
  total: bigint;
  /** Investments this call completed (their last day paid, capital returned when the terms say so). */
  completed: number;
  /** Investments due that day that an earlier run (or another node) had already paid. */
  alreadyPaid: number;
}

interface Candidate {
  id: string;
  member_id: string;
  amount: string;
  daily_rate_e4: number;
  duration_days: number;
  day_index: number;
}

/**
 * Pays the profit of one calendar day to every active investment whose term covers it (its
 * start day < day ≤ its end day), exactly once. The same for the recurring job, the operator's
 * "Run profit for a date", a retry, a restart or two nodes at once:
 *
 * - Batches of about PROFIT_BATCH investments, each in one transaction, cut by member (a member's
 *   due investments are never split between two batches), so workers paying batches at once never
 *   wait on each other's profit accounts.
 * - The batch inserts its (investment, day) rows with ON CONFLICT DO NOTHING: the rows it gets
 *   back are the ones it pays. A second node inserting the same keys waits for the first's
 *   commit and gets none back; a second run of the day finds none to insert.
 * - Each row inserted pays day k = day − start day of the term: floor(amount × rate × k / 10^6)
 *   minus the same for k − 1 (floor per day, the remainder carried; see `dayProfit`), a ledger
 *   transfer profit_expense → the member's profit fund, keyed `profit.daily:<id>:<day>`; the
 *   batch's transfers are one statement (`creditMany`), not one round trip each.
 * - The investment counts the day; the one that pays its last day completes, and its capital
 *   goes back to the wallet (invested → wallet) or, when the terms keep it, to the platform
 *   (invested → profit_expense), in the same transaction.
 * - After each commit the members' profit fund (and wallet, on a capital return) goes live.
 */
export async function payProfitForDay(
  ctx: TxContext,
  day: string,
  options: { runId?: bigint; batch?: number; workers?: number } = {},
): Promise<DayPayout> {
  const batch = options.batch ?? PROFIT_BATCH;
  const result: DayPayout = { day, paid: 0, total: 0n, completed: 0, alreadyPaid: 0 };
  // One reader hands out the batches in member order (each read waits for the one before it);
  // each worker pays the batch it took in its own transaction. Batches never share a member.
  let after = '';
  let done = false;
  let reading: Promise<Candidate[] | null> = Promise.resolve(null);
  const nextBatch = () => {
    reading = reading.then(async () => {
      // A batch can come back empty before the end (another node paid its one member meanwhile):
      // read on from after it rather than stop this worker.
      while (!done) {
        const next = await dueBatch(ctx.db, day, after, batch);
        done = next.last;
        after = next.after;
        if (next.candidates.length > 0) return next.candidates;
      }
      return null;
    });
    return reading;
  };
  const worker = async () => {
    for (let candidates = await nextBatch(); candidates; candidates = await nextBatch()) {
      const outcome = await payBatch(ctx, day, candidates, options.runId);
      result.paid += outcome.paid;
      result.total += outcome.total;
      result.completed += outcome.completed;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 1) }, worker));
  } finally {
    done = true;
  }
  result.alreadyPaid += await paidBefore(ctx.db, day, result.paid);
  return result;
}

/** Pays one batch of candidates in one transaction: the rows it inserts are the ones it pays. */
async function payBatch(ctx: TxContext, day: string, candidates: readonly Candidate[], runId: bigint | undefined) {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const amounts = candidates.map((c) => dayProfit(BigInt(c.amount), c.daily_rate_e4, c.day_index));
    const inserted = await sql<{ investment_id: string }>`
      insert into investment_profit (investment_id, day, day_index, member_id, amount, run_id)
      select id, ${day}::date, k, m, a, ${runId ?? null}::bigint
      from unnest(${candidates.map((c) => c.id)}::bigint[], ${candidates.map((c) => c.day_index)}::int[],
        ${candidates.map((c) => c.member_id)}::text[], ${amounts.map(String)}::bigint[]) as t(id, k, m, a)
      order by id
      on conflict do nothing
      returning investment_id::text
    `.execute(trx);
    const won = new Set(inserted.rows.map((r) => r.investment_id));
    let paid = 0;
    let total = 0n;
    const winners: { c: Candidate; amount: bigint }[] = [];
    for (const [i, c] of candidates.entries()) {
      if (!won.has(c.id)) continue;
      const amount = amounts[i] ?? 0n;
      winners.push({ c, amount });
      paid += 1;
      total += amount;
    }
    // One statement for the batch's ledger transfers (creditMany: the same rows transfer() writes).
    // A day the carried fractions leave at zero cents is counted but moves no money.
    const credits = winners
      .filter((w) => w.amount > 0n)
      .map(({ c, amount }) => ({
        owner: c.member_id,
        amount,
        reference: investmentNumber(BigInt(c.id)),
        idempotencyKey: `profit.daily:${c.id}:${day}`,
      }));
    await creditMany(trx, { from: 'profit_expense', to: 'profit', kind: 'profit.daily', credits });
    for (const { c } of winners) {
      // The investment figures (profit paid) and the fund pages (/funds-profit, /withdrawal-profit).
      afterCommit.changed(investmentsTopic, c.member_id);
      afterCommit.changed(fundsTopic, c.member_id);
    }
    const completed = winners.length === 0 ? [] : await countDays(trx, winners);
    for (const done of completed) {
      const amount = BigInt(done.amount);
      await transfer(trx, {
        from: { owner: done.member_id, kind: 'invested' },
        to: done.capital_returned ? { owner: done.member_id, kind: 'wallet' } : { platform: 'profit_expense' },
        amount,
        kind: done.capital_returned ? 'investment.capital_return' : 'investment.capital_retained',
        reference: investmentNumber(BigInt(done.id)),
        idempotencyKey: `investment.close:${done.id}`,
      });
      if (done.capital_returned) afterCommit.changed(balanceTopic, done.member_id);
    }
    return {
      paid,
      total,
      completed: completed.length,
    };
  });
}

/**
 * The next batch: the investments due for `day` and not paid for it, of the members after `after`,
 * in (member, id) order, whole members only. It reads one row past `limit` to learn where to cut:
 * the member that row belongs to goes to the next batch. A member with more due investments than
 * a batch holds is the batch alone, whole.
 */
async function dueBatch(db: Kysely<DB>, day: string, after: string, limit: number) {
  const rows = await dueInvestments(db, day, after, limit + 1);
  const lastMember = (candidates: Candidate[]) => candidates[candidates.length - 1]?.member_id ?? after;
  if (rows.length <= limit) return { candidates: rows, after: lastMember(rows), last: true };
  const cut = rows[limit]?.member_id ?? after;
  const candidates = rows.slice(0, limit).filter((r) => r.member_id !== cut);
  if (candidates.length > 0) return { candidates, after: lastMember(candidates), last: false };
  return { candidates: await dueInvestments(db, day, after, null, cut), after: cut, last: false };
}

/** Investments due for `day` and not paid for it, of members after `after` (or of one member). */
async function dueInvestments(
  db: Kysely<DB>,
  day: string,
  after: string,
  limit: number | null,
  member?: string,
): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    select i.id::text, i.member_id, i.amount::text, i.daily_rate_e4, i.duration_days,
      (${day}::date - i.start_day) as day_index
    from investment i
    where i.status = 'active'
      and ${member === undefined ? sql`i.member_id > ${after}` : sql`i.member_id = ${member}`}
      and i.start_day < ${day}::date and i.end_day >= ${day}::date
      and not exists (select 1 from investment_profit p where p.investment_id = i.id and p.day = ${day}::date)
    order by i.member_id, i.id
    ${limit === null ? sql`` : sql`limit ${limit}`}
  `.execute(db);
  return rows;
}

/** Adds the paid days to their investments; answers those whose last day this was. */
async function countDays(db: Kysely<DB>, winners: readonly { c: Candidate; amount: bigint }[]) {
  const { rows } = await sql<{
    id: string;
    member_id: string;
    amount: string;
    capital_returned: boolean;
    status: string;
  }>`
    update investment i set
      days_paid = i.days_paid + 1,
      profit_paid = i.profit_paid + t.a,
      status = case when i.days_paid + 1 = i.duration_days then 'completed' else i.status end,
      completed_at = case when i.days_paid + 1 = i.duration_days then now() else i.completed_at end
    from unnest(${winners.map((w) => w.c.id)}::bigint[], ${winners.map((w) => String(w.amount))}::bigint[]) as t(id, a)
    where i.id = t.id
    returning i.id::text, i.member_id, i.amount::text, i.capital_returned, i.status
  `.execute(db);
  return rows.filter((r) => r.status === 'completed');
}

/** How many investments of `day` had been paid before this call (for the operator's answer). */
async function paidBefore(db: Kysely<DB>, day: string, paidNow: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from investment_profit where day = ${day}::date
  `.execute(db);
  return Math.max(0, Number(rows[0]?.n ?? 0) - paidNow);
}
