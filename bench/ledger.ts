// Ledger throughput at 8 writers, beside pgbench's tpcb-like on the same PostgreSQL in the
// same run: transfer() on spread accounts, into one hot wallet, and in mixed directions (the last
// two also as transferAtCommit(), the movement sent with the COMMIT); the
// operator's adjustment through HTTP; and the cost of the live update after commit.
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { App } from '../apps/server/src/app.js';
import { checkInvariants, isSound, transfer, transferAtCommit } from '../apps/server/src/modules/ledger/index.js';
import { balanceTopic } from '../apps/server/src/modules/money/balance.live.js';
import { withTransaction } from '../apps/server/src/platform/db/transaction.js';
import { cpuPerRequest, type HttpTarget, type WindowCpu } from './http-target.js';
import { ceilingRuns } from './ledger-ceiling.js';

export const WRITERS = 8;
export const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 8);

export interface LedgerBenchInput {
  app: App;
  /** PostgreSQL URL and the bench's schema: pgbench runs there too. Undefined on PGlite. */
  pgUrl: string | undefined;
  schema: string;
  base: string;
  origin: string;
  operatorCookie: string;
  makeMembers(n: number): Promise<{ userId: string }[]>;
  /** Where the HTTP scenario's load goes (the app's own process on PostgreSQL). */
  http: HttpTarget;
}

export type Result = { tps: number; errors: Map<string, number>; ops: number };

/** Runs `op` from WRITERS concurrent loops for SECONDS; counts completions and errors by code. */
export async function drive(op: (writer: number, i: number) => Promise<unknown>, seconds = SECONDS): Promise<Result> {
  const errors = new Map<string, number>();
  let ops = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let i = 0; performance.now() < until; i++) {
        try {
          await op(writer, i);
          ops++;
        } catch (err) {
          const code = (err as { code?: string }).code ?? (err as Error).message.slice(0, 40);
          errors.set(code, (errors.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  return { tps: ops / ((performance.now() - started) / 1000), errors, ops };
}

const run = promisify(execFile);

/** Several equal-length runs of one scenario as one: their rate, and their errors summed. */
function combine(results: Result[]): Result {
  const errors = new Map<string, number>();
  for (const r of results) for (const [k, n] of r.errors) errors.set(k, (errors.get(k) ?? 0) + n);
  return {
    tps: results.reduce((sum, r) => sum + r.tps, 0) / results.length,
    errors,
    ops: results.reduce((sum, r) => sum + r.ops, 0),
  };
}

async function adjustmentsOverHttp(input: LedgerBenchInput, targets: string[]): Promise<Result & { cpu: string }> {
  const child = fileURLToPath(new URL('./adjustments.child.mjs', import.meta.url));
  const args = [
    child,
    input.http.base,
    input.http.cookie(input.operatorCookie),
    input.origin,
    JSON.stringify(targets),
    String(WRITERS),
    String(SECONDS),
    String(input.http.process?.pid ?? 0),
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 << 20 });
  const r = JSON.parse(stdout) as {
    total: number;
    non2xx: number;
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
    cpu: WindowCpu;
  };
  const errors = new Map<string, number>();
  for (const [status, { count }] of Object.entries(r.statusCodeStats))
    if (status !== '200') errors.set(`HTTP ${status}`, count);
  if (r.errors > 0) errors.set('socket errors', r.errors);
  const ops = r.total - r.non2xx;
  return { tps: ops / SECONDS, errors, ops, cpu: cpuPerRequest(r.cpu, ops) };
}

/**
 * pgbench's tpcb-like at WRITERS clients on the same PostgreSQL. Initialised once per bench run,
 * at a scale of at least its clients: at scale 1 every transaction updates the one
 * pgbench_branches row and the reference measures a queue on one lock (issue 18).
 */
let pgbenchReady = false;
function pgbenchTps(pgUrl: string, schema: string, seconds = SECONDS): number {
  const env = pgbenchEnv(schema);
  if (!pgbenchReady) execFileSync('pgbench', ['-i', '-q', '-s', String(WRITERS), pgUrl], { env, stdio: 'pipe' });
  pgbenchReady = true;
  const out = execFileSync(
    'pgbench',
    ['-n', '-b', 'tpcb-like', '-c', String(WRITERS), '-j', '2', '-T', String(seconds), pgUrl],
    { env, encoding: 'utf8' },
  );
  return tpsOf(out);
}

/** pgbench's environment on the bench's schema. */
export const pgbenchEnv = (schema: string) => ({ ...process.env, PGOPTIONS: `-c search_path=${schema}` });

/** The transactions a second pgbench printed. */
export function tpsOf(out: string): number {
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!m?.[1]) throw new Error(`could not read pgbench's tps:\n${out}`);
  return Number(m[1]);
}

export interface Measured<R> {
  result: R;
  /** Per second. */
  rate: number;
}

export interface Beside<R> extends Measured<R> {
  /** The rate over the mean of the references measured right before and right after it (none on PGlite). */
  ratio: number | undefined;
  before: number | undefined;
  after: number | undefined;
}

/**
 * Runs `measures` in turn with pgbench's reference before, between and after them (pgbench, a,
 * pgbench, b, …, pgbench), each reference `seconds` long: a measure's ratio is its rate over the
 * mean of the two references beside it. On a shared 2-core machine the speed of both moves by a
 * third within a minute (pgbench 4,302 tps before an 8 s window and 5,311 after it, in one run):
 * measures far from their reference took that drift into their ratio.
 */
export async function besidePgbench<R>(
  pg: { pgUrl: string | undefined; schema: string },
  seconds: number,
  measures: readonly (() => Promise<Measured<R>>)[],
): Promise<Beside<R>[]> {
  const reference = () => (pg.pgUrl ? pgbenchTps(pg.pgUrl, pg.schema, seconds) : undefined);
  const done: Beside<R>[] = [];
  let before = reference();
  for (const measure of measures) {
    const measured = await measure();
    const after = reference();
    const ratio = before !== undefined && after !== undefined ? measured.rate / ((before + after) / 2) : undefined;
    done.push({ ...measured, ratio, before, after });
    before = after;
  }
  return done;
}

/**
 * One measure in `rounds` windows beside pgbench's (besidePgbench), the median round's ratio the
 * figure: one long window between two references put the machine's drift into it. On PGlite
 * (no pgbench) every ratio is NaN and the median round is the median rate's.
 */
export async function interleavedWithPgbench<R>(
  pg: { pgUrl: string | undefined; schema: string },
  { rounds, seconds }: { rounds: number; seconds: number },
  measure: (round: number) => Promise<Measured<R>>,
): Promise<{ median: Beside<R> & { ratio: number }; rounds: (Beside<R> & { ratio: number })[] }> {
  const measures = Array.from({ length: rounds }, (_, round) => () => measure(round));
  const done = (await besidePgbench(pg, seconds, measures)).map((r) => ({ ...r, ratio: r.ratio ?? Number.NaN }));
  const order = (r: (typeof done)[number]) => (Number.isNaN(r.ratio) ? r.rate : r.ratio);
  const median = [...done].sort((x, y) => order(x) - order(y))[Math.floor((done.length - 1) / 2)];
  if (!median) throw new Error('no rounds');
  return { median, rounds: done };
}

export async function ledgerBench(input: LedgerBenchInput): Promise<void> {
  const { app } = input;
  const ctx = app.ctx;
  const members = (await input.makeMembers(16)).map((m) => m.userId);
  const [hot, a, b] = members;
  if (!hot || !a || !b) throw new Error('no members');

  // Fund every member generously, so debits measure the ledger, not refusals.
  for (const owner of members) {
    await withTransaction(ctx, (trx) =>
      transfer(trx, {
        from: { platform: 'adjustments' },
        to: { owner, kind: 'wallet' },
        amount: 1_000_000_000n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      }),
    );
  }
  // Each movement as transfer() sends it (answered before the COMMIT), or as transferAtCommit().
  type Post = typeof transfer | typeof transferAtCommit;
  const move = (from: string, to: string, live = false, post: Post = transfer) =>
    withTransaction(ctx, async (trx, afterCommit) => {
      await post(trx, {
        from: { owner: from, kind: 'wallet' },
        to: { owner: to, kind: 'wallet' },
        amount: 1n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      });
      if (live) {
        afterCommit.changed(balanceTopic, from);
        afterCommit.changed(balanceTopic, to);
      }
    });
  const credit = (to: string, post: Post = transfer) =>
    withTransaction(ctx, async (trx) => {
      await post(trx, {
        from: { platform: 'adjustments' },
        to: { owner: to, kind: 'wallet' },
        amount: 1n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      });
    });
  const debit = (from: string, post: Post = transfer) =>
    withTransaction(ctx, async (trx) => {
      await post(trx, {
        from: { owner: from, kind: 'wallet' },
        to: { platform: 'adjustments' },
        amount: 1n,
        kind: 'adjustment.debit',
        idempotencyKey: randomUUID(),
      });
    });
  const pick = () => members[Math.floor(Math.random() * members.length)] ?? hot;

  // Plain and live spread alternate in short rounds, so the machine's drift (a shared 2-core
  // machine moves by 10-20% within a minute) falls on both alike and not on their ratio.
  const spread = (live: boolean, seconds: number) =>
    drive(async () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      await move(from, to, live);
    }, seconds);
  /** The plain spread's result, with the live one measured in the same rounds beside it. */
  const spreadRounds = async (): Promise<Result & { live: Result }> => {
    const rounds: [Result[], Result[]] = [[], []];
    for (let round = 0; round < 4; round++) {
      rounds[0].push(await spread(false, SECONDS / 2));
      rounds[1].push(await spread(true, SECONDS / 2));
    }
    const [plain, live] = rounds.map(combine) as [Result, Result];
    return { ...plain, live };
  };
  // transfer() answers before the COMMIT, so each holds the hot row over a round trip to the app
  // and back; transferAtCommit() sends the movement with the COMMIT and holds it for none.
  const mixed = (post: Post) =>
    drive(async (writer, i) => {
      if (i % 3 === 2) return debit(writer % 2 ? a : b, post);
      return writer % 2 ? move(a, b, false, post) : move(b, a, false, post);
    });
  // The operator's adjustment through HTTP: 8 clients on 4 members, one debit in three, from a
  // separate process (autocannon), as real clients are: a client inside the server's process
  // would take its CPU time from the server it measures.
  let adjustments: Awaited<ReturnType<typeof adjustmentsOverHttp>> | undefined;
  const scenarios: { name: string; bar?: number; run: () => Promise<Result> }[] = [
    { name: 'spread: wallet -> wallet, random pairs of 16', bar: 0.5, run: spreadRounds },
    { name: 'hot: platform -> one wallet', bar: 0.5, run: () => drive(() => credit(hot)) },
    { name: 'mixed: A -> B and B -> A, and one debit in three', bar: 0.5, run: () => mixed(transfer) },
    { name: 'hot, transferAtCommit()', bar: 0.5, run: () => drive(() => credit(hot, transferAtCommit)) },
    { name: 'mixed, transferAtCommit()', bar: 0.5, run: () => mixed(transferAtCommit) },
    {
      name: 'HTTP: operator adjustments, 4 members, 1 debit in 3',
      bar: 0.25,
      run: async () => {
        adjustments = await adjustmentsOverHttp(input, members.slice(0, 4));
        return adjustments;
      },
    },
  ];
  // The database's own ceiling for the same three loads, no app (ledger-ceiling.ts): PostgreSQL only.
  const ceiling = input.pgUrl
    ? await ceilingRuns(
        ctx.db,
        { pgUrl: input.pgUrl, schema: input.schema },
        { hot, a, b, spread: members },
        SECONDS,
        WRITERS,
      )
    : undefined;
  if (ceiling) {
    scenarios.push(
      { name: 'ceiling: ledger_post() by pgbench, spread', run: ceiling.spread },
      { name: 'ceiling: ledger_post() by pgbench, hot', run: ceiling.hot },
      { name: 'ceiling: ledger_post() by pgbench, mixed', run: ceiling.mixed },
      { name: 'bare node-postgres clients, hot', run: ceiling.nodeHot },
      { name: 'bare node-postgres clients, mixed', run: ceiling.nodeMixed },
    );
  }
  // Each scenario beside its own reference (pgbench before and after it): measured once before
  // and once after all of them, the drift of a minute and a half fell on every ratio.
  const measured = await besidePgbench(
    input,
    SECONDS,
    scenarios.map((s) => async () => {
      const result = await s.run();
      return { result, rate: result.tps };
    }),
  ).finally(() => ceiling?.remove());
  const rows: (Beside<Result> & { name: string; bar?: number })[] = [];
  let liveRatio = Number.NaN;
  for (const [i, s] of scenarios.entries()) {
    const m = measured[i];
    if (!m) continue;
    rows.push({ ...m, name: s.name, ...(s.bar !== undefined && { bar: s.bar }) });
    // The live spread ran in the plain one's rounds: the same references.
    if ('live' in m.result) {
      const live = m.result.live as Result;
      liveRatio = live.tps / m.rate;
      const ratio = m.ratio !== undefined ? m.ratio * liveRatio : undefined;
      rows.push({ ...m, name: 'spread, with live balance after commit', result: live, rate: live.tps, ratio });
    }
  }
  console.log(
    `\nLedger: transactions per second at ${WRITERS} writers for ${SECONDS} s each` +
      (input.pgUrl
        ? `; reference pgbench -b tpcb-like -s ${WRITERS}, same PostgreSQL, ${SECONDS} s right before and right after each scenario, their mean`
        : ''),
  );
  console.log(
    '  scenario                                              tps    vs tpcb   bar    pgbench before/after   errors',
  );
  for (const { name, result: r, ratio, bar, before, after } of rows) {
    const errs = [...r.errors].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
    const beside = before !== undefined && after !== undefined ? `${before.toFixed(0)}/${after.toFixed(0)}` : '-';
    console.log(
      `  ${name.padEnd(52)} ${r.tps.toFixed(0).padStart(6)}   ${ratio ? `x${ratio.toFixed(2)}` : '  -  '}    ${bar ? `>=${bar}` : '     '}  ${beside.padEnd(22)} ${errs}${
        ratio && bar && ratio < bar ? '   BELOW THE BAR' : ''
      }`,
    );
  }
  if (ceiling) {
    console.log(
      '  ceiling: the same movements sent by pgbench itself, 8 clients, no app (ledger_post() prepared, a transaction each): what PostgreSQL alone gives this ledger under the reference',
    );
    console.log(
      "  bare node-postgres clients: the hot and mixed movements from 8 plain pg.Client connections in their own process (BEGIN, ledger_post(), COMMIT, each awaited): what any Node client gets; transfer() rows minus these is the app's own cost",
    );
  }
  if (adjustments?.cpu) console.log(`  HTTP adjustments: ${adjustments.cpu}`);
  console.log(
    `  live balance after commit: x${liveRatio.toFixed(2)} of the same transfers without it (DESIGN: the bus costs at most 10%, bar >= x0.90)${liveRatio < 0.9 ? '   BELOW THE BAR' : ''}`,
  );
  const inv = await checkInvariants(ctx.db);
  console.log(
    `  ledger invariants after the run: ${isSound(inv) ? 'sound' : `BROKEN ${JSON.stringify(inv, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`}`,
  );
}
