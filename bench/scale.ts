// The scale part (`BENCH_ONLY=scale`): the same requests against a small and a big world, seeded
// in SQL, and the ratio big ÷ small (median of 3 interleaved rounds). A page must cost what it
// shows, not what the member or the brand ever did: bar ≤ ×1.5.
//
// A world is seeded once per size and serves several cases; to add requests, append a world to
// SCALE_WORLDS (or a case to an existing one).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../apps/server/src/app.js';
import { checkInvariants, isSound, transfer } from '../apps/server/src/modules/ledger/index.js';
import { withTransaction } from '../apps/server/src/platform/db/transaction.js';
import type { AppProcess } from './app-process.js';
import type { HttpTarget } from './http-target.js';
import { membersWorld } from './scale-members.js';

export interface ScaleInput {
  app: App;
  base: string;
  origin: string;
  operatorCookie: string;
  makeMembers(n: number): Promise<{ userId: string; cookie: string }[]>;
  /** The ledger world's requests go here: the app's own process on PostgreSQL (its memory sampled). */
  http: HttpTarget;
  /** On PostgreSQL: another app process on the same schema, with node flags of its own. */
  startApp?: (nodeArgs: readonly string[]) => Promise<AppProcess>;
}

/** One request of a case, against one seeded world: resolves when the whole answer has arrived. */
export interface ScaleCase<W> {
  name: string;
  request(world: W, input: ScaleInput): Promise<Response>;
  /** Print the server process's peak memory (above its level before) while this request runs. */
  memory?: boolean;
  /** Also time the first byte (a streamed answer: its total time grows with its size by nature). */
  firstByte?: boolean;
}

export interface ScaleWorld<W> {
  name: string;
  sizes: readonly [small: number, big: number];
  seed(size: number, input: ScaleInput): Promise<W>;
  cases: ScaleCase<W>[];
  /** Releases what a seeded world holds (an app of its own), once its cases ran. */
  close?(world: W): Promise<void>;
}

const BAR = 1.5;
const ROUNDS = 3;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 15);

// ---- the ledger world: one member with n wallet movements --------------------------------

interface LedgerWorld {
  cookie: string;
  entries: number;
}

const pageSize = 20;
const get = (path: string) => (w: LedgerWorld, input: ScaleInput) =>
  fetch(`${input.http.base}${path}`, { headers: { cookie: input.http.cookie(w.cookie), origin: input.origin } });

const ledgerWorld: ScaleWorld<LedgerWorld> = {
  name: 'ledger entries of one member',
  sizes: [10, 100_000],
  async seed(size, input) {
    const [member] = await input.makeMembers(1);
    if (!member) throw new Error('no member');
    // One real transfer opens the wallet; the rest are written in SQL, as ledger_post() would.
    await withTransaction(input.app.ctx, (trx) =>
      transfer(trx, {
        from: { platform: 'adjustments' },
        to: { owner: member.userId, kind: 'wallet' },
        amount: 100n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      }),
    );
    await seedWalletMovements(input.app, member.userId, size - 1);
    return { cookie: member.cookie, entries: size };
  },
  cases: [
    { name: 'wallet history, page 1', request: get(`/api/wallet/history?page=1&pageSize=${pageSize}`) },
    {
      name: 'wallet history, the last page',
      request: (w, input) =>
        get(`/api/wallet/history?page=${Math.ceil(w.entries / pageSize)}&pageSize=${pageSize}`)(w, input),
    },
    {
      name: 'wallet history, filtered by kind',
      request: get(`/api/wallet/history?kind=adjustment.debit&pageSize=${pageSize}`),
    },
    {
      name: 'wallet history, filtered by dates',
      request: get(`/api/wallet/history?from=2000-01-01&to=2100-01-01&pageSize=${pageSize}`),
    },
    { name: 'wallet history CSV', request: get('/api/wallet/history.csv'), memory: true, firstByte: true },
    { name: 'wallet summary', request: get('/api/wallet') },
  ],
};

/**
 * `n` more movements of the member's wallet in one statement, each with the balance-after and
 * seq ledger_post() would have written: two credits, then a debit the credits cover.
 */
async function seedWalletMovements(app: App, owner: string, n: number): Promise<void> {
  if (n <= 0) return;
  const db = app.ctx.db;
  await sql`
    with acct as (select id, balance, movements from ledger_account where owner_id = ${owner} and kind = 'wallet'),
    adj as (select id from ledger_account where owner_id is null and kind = 'adjustments'),
    raw as (
      select i, i % 3 = 0 as out, case when i % 3 = 0 then 100 else 100 + i % 50 end::bigint as amount
      from generate_series(1, ${n}::int) i
    ),
    moves as (select *, sum(case when out then -amount else amount end) over (order by i) as delta from raw)
    insert into ledger_transfer (
      debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at,
      debit_balance, credit_balance, debit_seq, credit_seq
    )
    select case when out then acct.id else adj.id end, case when out then adj.id else acct.id end, amount,
      case when out then 'adjustment.debit' else 'adjustment.credit' end, 'scale seed',
      'scale-' || acct.id || '-' || i, now() - (${n}::int - i) * interval '1 second',
      case when out then acct.balance + delta end, case when out then null else acct.balance + delta end,
      case when out then acct.movements + i end, case when out then null else acct.movements + i end
    from moves, acct, adj order by i
  `.execute(db);
  await sql`
    update ledger_account a set balance = (
      select coalesce(sum(case when t.credit_account_id = a.id then t.amount else -t.amount end), 0)
      from ledger_transfer t where t.credit_account_id = a.id or t.debit_account_id = a.id
    ), version = version + ${n}::bigint, movements = movements + ${n}::bigint
    where a.owner_id = ${owner} and a.kind = 'wallet'
  `.execute(db);
  // What autovacuum would have done within a minute of a bulk insert: the planner's statistics,
  // without which a date filter's plan is chosen for a table it has never measured, and the
  // visibility map, as the members world has them: autovacuum's own pass over the new rows could
  // otherwise fall inside the measurement.
  if (app.ctx.database.kind === 'postgres') await sql`vacuum analyze ledger_transfer`.execute(db);
  else await sql`analyze ledger_transfer`.execute(db);
}

export const SCALE_WORLDS: ScaleWorld<never>[] = [
  ledgerWorld as unknown as ScaleWorld<never>,
  membersWorld as unknown as ScaleWorld<never>,
];

// ---- measuring --------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? Number.NaN;
};

interface Sample {
  ms: number;
  firstByteMs: number;
  peakBytes: number;
}

/** The resident memory of the process serving the requests: the app's own, else this one. */
const serverRss = async (input: ScaleInput) =>
  input.http.process ? (await input.http.process.rssMb()) * (1 << 20) : process.memoryUsage().rss;

/** One request, timed to its first byte and to its last, with the process's peak memory above its level before. */
async function timed<W>(c: ScaleCase<W>, world: W, input: ScaleInput): Promise<Sample> {
  const before = await serverRss(input);
  let peak = before;
  const sampler = c.memory
    ? setInterval(() => void serverRss(input).then((rss) => (peak = Math.max(peak, rss))), 10)
    : undefined;
  const t0 = performance.now();
  const res = await c.request(world, input);
  if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status}`);
  const reader = res.body?.getReader();
  let firstByteMs = Number.NaN;
  if (reader) {
    for (;;) {
      const { done } = await reader.read();
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
      if (done) break;
    }
  }
  const ms = performance.now() - t0;
  if (sampler) clearInterval(sampler);
  peak = Math.max(peak, await serverRss(input));
  return { ms, firstByteMs, peakBytes: peak - before };
}

const summary = (samples: Sample[]): Sample => ({
  ms: median(samples.map((s) => s.ms)),
  firstByteMs: median(samples.map((s) => s.firstByteMs)),
  peakBytes: Math.max(...samples.map((s) => s.peakBytes)),
});

/**
 * Both sizes' samples in one run, in counterbalanced pairs (small then big, big then small, …):
 * each size follows each size equally often. Run one size after the other instead, every big
 * sample followed a big answer (a 100,000-line export: the caches and the heap it leaves) and
 * every small one a small, which put up to a millisecond on the big side's first byte.
 */
async function measure<W>(
  c: ScaleCase<W>,
  small: W,
  big: W,
  input: ScaleInput,
): Promise<{ small: Sample; big: Sample }> {
  const samples = { small: [] as Sample[], big: [] as Sample[] };
  await timed(c, small, input); // warm-up
  await timed(c, big, input);
  for (let i = 0; i < SAMPLES; i++) {
    const order = i % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const);
    for (const size of order) samples[size].push(await timed(c, size === 'small' ? small : big, input));
  }
  return { small: summary(samples.small), big: summary(samples.big) };
}

export async function scaleBench(input: ScaleInput, worlds: ScaleWorld<never>[] = SCALE_WORLDS): Promise<void> {
  const mb = (bytes: number) => `${(bytes / (1 << 20)).toFixed(1)} MB`;
  // BENCH_SCALE_ONLY=members: only the worlds whose name holds that word.
  const only = process.env.BENCH_SCALE_ONLY;
  for (const world of worlds.filter((w) => !only || w.name.includes(only))) {
    const [smallSize, bigSize] = world.sizes;
    const small = await world.seed(smallSize, input);
    const big = await world.seed(bigSize, input);
    console.log(`\nScale: ${world.name}, ${smallSize.toLocaleString('en')} vs ${bigSize.toLocaleString('en')}`);
    console.log(
      '  request                                             small       big      big ÷ small (median of 3)   bar',
    );
    for (const c of world.cases) {
      const rounds: { small: Sample; big: Sample }[] = [];
      // Rounds, each of both sizes: the machine's drift falls on both sizes alike.
      for (let r = 0; r < ROUNDS; r++) rounds.push(await measure(c, small, big, input));
      const line = (label: string, pick: (s: Sample) => number, bar: number | undefined) => {
        const k = median(rounds.map((r) => pick(r.big) / pick(r.small)));
        console.log(
          `  ${label.padEnd(50)} ${median(rounds.map((r) => pick(r.small)))
            .toFixed(1)
            .padStart(7)} ms ${median(rounds.map((r) => pick(r.big)))
            .toFixed(1)
            .padStart(
              8,
            )} ms   x${k.toFixed(2).padEnd(24)} ${bar ? `<=${bar}` : ''}${bar && k > bar ? '   ABOVE THE BAR' : ''}`,
        );
      };
      if (c.firstByte) {
        line(`${c.name}, first byte`, (s) => s.firstByteMs, BAR);
        line(`${c.name}, whole answer`, (s) => s.ms, undefined);
      } else line(c.name, (s) => s.ms, BAR);
      if (c.memory) {
        const peak = (s: 'small' | 'big') => Math.max(...rounds.map((r) => r[s].peakBytes));
        console.log(
          `    server peak memory above its level before: ${mb(peak('small'))} small, ${mb(peak('big'))} big`,
        );
      }
    }
    await world.close?.(small);
    await world.close?.(big);
  }
  if (!only || 'csv export'.includes(only)) await csvExportMemory(input);
  // The seeds write what ledger_post() would: the invariants (balance-after and seq included) say so.
  const inv = await checkInvariants(input.app.ctx.db);
  console.log(`  ledger invariants after the seeds and requests: ${isSound(inv) ? 'sound' : 'BROKEN'}`);
}

/** V8's old space, capped for the export's second run: the app at rest uses about half of it. */
const HEAP_CAP_MB = 128;

/**
 * The export of a long history (BENCH_CSV_ENTRIES, 1,000,000 by default) from the server's
 * process, read as it arrives, with that process's resident memory sampled every 50 ms: a
 * streamed export keeps it flat whatever the history's length. V8 collects lazily, so what a
 * server with room to spare shows above its level is mostly garbage not yet collected; on
 * PostgreSQL the export runs again from an app process whose old space is capped at
 * HEAP_CAP_MB: an export that held its rows would fail there, or crawl.
 */
async function csvExportMemory(input: ScaleInput): Promise<void> {
  const entries = Number(process.env.BENCH_CSV_ENTRIES ?? 1_000_000);
  if (entries <= 0) return;
  const world = await ledgerWorld.seed(entries, input);
  const from = input.http.process
    ? 'the app in its own process'
    : 'the in-process app (its memory includes the client)';
  console.log(`\nScale: CSV export of ${entries.toLocaleString('en')} ledger entries from ${from}`);
  await exportOnce(input, world, '  ');
  if (!input.startApp) return;
  const capped = await input.startApp([`--max-old-space-size=${HEAP_CAP_MB}`]);
  try {
    const http = { base: capped.base, cookie: (c: string) => capped.cookie(c), process: capped };
    await exportOnce({ ...input, http }, world, `  old space capped at ${HEAP_CAP_MB} MB: `);
  } finally {
    await capped.close();
  }
}

/** One export of the world's whole history, read as it arrives; the serving process's memory sampled every 50 ms. */
async function exportOnce(input: ScaleInput, world: LedgerWorld, label: string): Promise<void> {
  const mb = (bytes: number) => `${(bytes / (1 << 20)).toFixed(1)} MB`;
  const before = await serverRss(input);
  const samples: number[] = [];
  const sampler = setInterval(() => void serverRss(input).then((r) => samples.push(r)), 50);
  const t0 = performance.now();
  const res = await get('/api/wallet/history.csv')(world, input);
  let bytes = 0;
  let firstByteMs = Number.NaN;
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
    if (!chunk || chunk.done) break;
    bytes += chunk.value.byteLength;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const peak = Math.max(before, ...samples);
  console.log(
    `${label}HTTP ${res.status}, ${mb(bytes)} in ${(ms / 1000).toFixed(1)} s, first byte ${firstByteMs.toFixed(0)} ms; server resident memory ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)}), ${samples.length} samples every 50 ms`,
  );
}
