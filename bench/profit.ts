// The daily profit at scale (BENCH_ONLY=profit): 100,000 active investments seeded in SQL, one
// day paid by payProfitForDay (what the job and "Run profit for a date" call), beside single
// transfer() calls of the same movement (profit_expense → a member's profit fund) in the same
// run; the bench process's peak memory while paying; and a second run of the same day, which
// must find nothing to pay. Bars: ≥ 5× the single-transfer rate, second run ≤ 10 % of the first.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../apps/server/src/app.js';
import { payProfitForDay } from '../apps/server/src/modules/investments/pay-profit.js';
import { PROFIT_WORKERS } from '../apps/server/src/modules/investments/profit-runs.js';
import { checkInvariants, isSound, transfer } from '../apps/server/src/modules/ledger/index.js';
import { withTransaction } from '../apps/server/src/platform/db/transaction.js';
import { drive, WRITERS } from './ledger.js';

const INVESTMENTS = Number(process.env.BENCH_PROFIT_INVESTMENTS ?? 100_000);
/** Members holding them: 5 each on average, ids interleaved as purchases over time would be. */
const MEMBERS = Math.max(1, Math.floor(INVESTMENTS / 5));
const AMOUNT = 100_000n; // 1,000.00 USD each

export interface ProfitBenchInput {
  app: App;
}

/** The process's memory, sampled every 20 ms while `work` runs: its peak RSS and heap. */
async function peakMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  try {
    const result = await work();
    return { result, before, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export async function profitBench({ app }: ProfitBenchInput): Promise<void> {
  const ctx = app.ctx;
  const db = ctx.db;
  // Tomorrow (UTC, the default PROFIT_TIME_ZONE), as an operator's "Run profit for a date" may:
  // the app's own job pays only through today, so it never pays these meanwhile.
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  console.log(
    `\nDaily profit: ${INVESTMENTS.toLocaleString('en-US')} active investments of ${MEMBERS} members, day ${day}`,
  );

  // ---- seed, set-based: members, investments (the term started yesterday), their invested money
  let t0 = performance.now();
  await sql`
    insert into "user" (id, name, "firstName", "lastName", email, username, "displayUsername", "emailVerified", role)
    select 'profit-' || i, 'Profit Member ' || i, 'Profit', 'Member ' || i, 'profit' || i || '@example.org',
      'profit_' || i, 'profit_' || i, true, 'member'
    from generate_series(1, ${MEMBERS}::int) i
  `.execute(db);
  const pkg = await db
    .selectFrom('investment_package')
    .selectAll()
    .orderBy('position')
    .limit(1)
    .executeTakeFirstOrThrow();
  await sql`
    insert into investment (member_id, package_id, package_name, package_slug, amount, daily_rate_e4,
      duration_days, capital_returned, referral_rates_e4, start_day, end_day)
    select 'profit-' || (1 + (i * 7919) % ${MEMBERS}::int), ${pkg.id}::bigint, ${pkg.name}, ${pkg.slug},
      ${AMOUNT}::bigint, ${pkg.daily_rate_e4}::int, 30, true, ${pkg.referral_rates_e4}::int[],
      ${day}::date - 1, ${day}::date + 29
    from generate_series(1, ${INVESTMENTS}::int) i
  `.execute(db);
  // Each member's `invested` account holds their active investments, by one transfer each (the
  // ledger check compares the two), as if each had been bought with money credited first.
  await sql`
    with opened as (
      insert into ledger_account (owner_id, kind, balance, version, movements)
      select member_id, 'invested', sum(amount), 1, 1 from investment where member_id like 'profit-%' group by member_id
      returning id, balance
    )
    insert into ledger_transfer (debit_account_id, credit_account_id, amount, kind, idempotency_key, credit_balance, credit_seq)
    select (select id from ledger_account where owner_id is null and kind = 'adjustments'), o.id, o.balance,
      'adjustment.credit', 'bench-invested:' || o.id, o.balance, 1
    from opened o
  `.execute(db);
  await sql`analyze investment`.execute(db);
  await sql`analyze ledger_account`.execute(db);
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (SQL, set-based)`);

  // ---- the reference: single transfer() calls of the same movement, one transaction each
  const memberIds = Array.from({ length: 1000 }, (_, i) => `profit-${1 + i}`);
  const payOne = (to: string) =>
    withTransaction(ctx, (trx) =>
      transfer(trx, {
        from: { platform: 'profit_expense' },
        to: { owner: to, kind: 'profit' },
        amount: 1n,
        kind: 'profit.daily',
        idempotencyKey: `bench-single:${randomUUID()}`,
      }),
    );
  // One writer, as the payout is one caller: calls for 6 seconds, one after the other.
  let calls = 0;
  const until = performance.now() + 6000;
  const started = performance.now();
  while (performance.now() < until) await payOne(memberIds[calls++ % memberIds.length] ?? '');
  const one = calls / ((performance.now() - started) / 1000);
  const eight = await drive(() => payOne(memberIds[Math.floor(Math.random() * memberIds.length)] ?? ''), 6);

  // ---- one day for every investment, then the same day again
  t0 = performance.now();
  const workers = ctx.database.kind === 'postgres' ? PROFIT_WORKERS : 1;
  const first = await peakMemory(() => payProfitForDay(ctx, day, { workers }));
  const firstMs = performance.now() - t0;
  t0 = performance.now();
  const second = await payProfitForDay(ctx, day, { workers });
  const secondMs = performance.now() - t0;

  // The reference again after the payouts: the machine is shared, so the better of the two counts.
  const eightAfter = await drive(() => payOne(memberIds[Math.floor(Math.random() * memberIds.length)] ?? ''), 6);
  const rate = first.result.paid / (firstMs / 1000);
  const reference = Math.max(one, eight.tps, eightAfter.tps);
  console.log('  what                                                           per s     vs reference');
  console.log(
    `  ${'single transfer() calls, 1 writer (one transaction each)'.padEnd(62)} ${one.toFixed(0).padStart(7)}`,
  );
  console.log(
    `  ${`single transfer() calls, ${WRITERS} writers (before / after the payouts)`.padEnd(62)} ${eight.tps.toFixed(0).padStart(7)} / ${eightAfter.tps.toFixed(0)}   errors ${eight.errors.size + eightAfter.errors.size === 0 ? 'none' : [...eight.errors, ...eightAfter.errors].join(', ')}`,
  );
  console.log(
    `  ${`payProfitForDay (${workers} workers): ${first.result.paid} paid in ${(firstMs / 1000).toFixed(1)} s`.padEnd(62)} ${rate.toFixed(0).padStart(7)}     x${(rate / reference).toFixed(1)} of the better single rate (bar >= 5)${rate / reference < 5 ? '   BELOW THE BAR' : ''}`,
  );
  console.log(
    `  peak memory while paying: RSS ${mb(first.rss)} (${mb(first.before.rss)} before, +${mb(first.rss - first.before.rss)}), heap used ${mb(first.heap)} (${mb(first.before.heapUsed)} before)`,
  );
  const ratio = secondMs / firstMs;
  console.log(
    `  second run of ${day}: ${second.paid} paid, ${second.alreadyPaid} already paid, ${secondMs.toFixed(0)} ms = ${(ratio * 100).toFixed(1)} % of the first (bar <= 10 %)${ratio > 0.1 ? '   ABOVE THE BAR' : ''}`,
  );
  const inv = await checkInvariants(db);
  console.log(`  ledger invariants after the run: ${isSound(inv) ? 'sound' : `BROKEN ${JSON.stringify(inv)}`}`);
}
