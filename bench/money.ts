// The money path at 8 concurrent members: withdrawal request (hold) → operator approve →
// operator mark paid (hold posted), each over HTTP with its Idempotency-Key, beside the bare
// ledger transfer() rate measured in the same run. BENCH_ONLY=money runs only this part.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { App } from '../apps/server/src/app.js';
import { checkInvariants, isSound, transfer } from '../apps/server/src/modules/ledger/index.js';
import { withTransaction } from '../apps/server/src/platform/db/transaction.js';
import { cpuPerRequest, type HttpTarget, type WindowCpu } from './http-target.js';
import { drive, interleavedWithPgbench, SECONDS, WRITERS } from './ledger.js';

export interface MoneyBenchInput {
  app: App;
  base: string;
  origin: string;
  operatorCookie: string;
  makeMembers(n: number): Promise<{ userId: string; cookie: string }[]>;
  /** PostgreSQL URL and the bench's schema, for the pgbench reference; undefined on PGlite. */
  pgUrl: string | undefined;
  schema: string;
  /** Where the autocannon part's load goes (the app's own process on PostgreSQL). */
  http: HttpTarget;
}

/** Members' withdrawal requests over HTTP from autocannon in its own process: requests per second. */
async function withdrawalRequestsOverHttp(input: MoneyBenchInput, cookies: string[], warmedUp: boolean) {
  const child = fileURLToPath(new URL('./withdrawals.child.mjs', import.meta.url));
  const args = [
    child,
    input.http.base,
    input.origin,
    JSON.stringify(cookies.map((c) => input.http.cookie(c))),
    String(WRITERS),
    String(SECONDS),
    String(input.http.process?.pid ?? 0),
  ];
  // The app is warmed up once, before the first round (warmed-autocannon.mjs).
  const env = warmedUp ? { ...process.env, BENCH_WARMUP_SECONDS: '0' } : process.env;
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 << 20, env });
  const r = JSON.parse(stdout) as { total: number; non2xx: number; errors: number; p99: number; cpu: WindowCpu };
  const ok = r.total - r.non2xx;
  return { rps: ok / SECONDS, non2xx: r.non2xx, errors: r.errors, p99: r.p99, cpu: cpuPerRequest(r.cpu, ok) };
}

const BANK = { bankName: 'Bench Bank', accountHolder: 'Bench Member', iban: 'DE89370400440532013000' };

export async function moneyBench(input: MoneyBenchInput): Promise<void> {
  const { app, base, origin } = input;
  const ctx = app.ctx;
  const members = await input.makeMembers(WRITERS);
  const post = async (cookie: string, path: string, body: unknown, method = 'POST') => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { slug?: string };
    if (res.status >= 300) throw Object.assign(new Error(`HTTP ${res.status} ${path}`), { code: `HTTP ${res.status}` });
    return json;
  };

  // Each member: funded, password proven for this session (step-up), a bank account saved.
  for (const m of members) {
    await withTransaction(ctx, (trx) =>
      transfer(trx, {
        from: { platform: 'adjustments' },
        to: { owner: m.userId, kind: 'wallet' },
        amount: 10_000_000_000n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      }),
    );
    const session = await ctx.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', m.userId)
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('session_step_up').values({ session_id: session.id, proved_at: new Date() }).execute();
    await post(m.cookie, '/api/bank-data', BANK, 'PUT');
  }

  // The reference: bare transfer() between wallets, 8 writers, same database, same run.
  const ids = members.map((m) => m.userId);
  const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? '';
  const bare = await drive(async () => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    await withTransaction(ctx, (trx) =>
      transfer(trx, {
        from: { owner: from, kind: 'wallet' },
        to: { owner: to, kind: 'wallet' },
        amount: 1n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      }),
    );
  });

  const steps = { request: [] as number[], approve: [] as number[], paid: [] as number[] };
  const timed = async <T>(into: number[], work: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await work();
    into.push(performance.now() - t0);
    return out;
  };
  const path = await drive(async (writer) => {
    const member = members[writer];
    if (!member) return;
    const w = await timed(steps.request, () =>
      post(member.cookie, '/api/withdrawals', { amount: '10.00', destination: 'bank' }),
    );
    await timed(steps.approve, () => post(input.operatorCookie, `/api/admin/withdrawals/${w.slug}/approve`, {}));
    await timed(steps.paid, () =>
      post(input.operatorCookie, `/api/admin/withdrawals/${w.slug}/mark-paid`, { payoutReference: 'bench' }),
    );
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

  const errs = (r: typeof path) => [...r.errors].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
  console.log(`\nMoney path at ${WRITERS} concurrent members for ${SECONDS} s (each over HTTP, Idempotency-Key)`);
  console.log('  scenario                                                        per s    vs transfer()   errors');
  console.log(
    `  ${'bare ledger transfer(), wallet -> wallet, 8 writers'.padEnd(62)} ${bare.tps.toFixed(0).padStart(6)}    x1.00           ${errs(bare)}`,
  );
  console.log(
    `  ${'withdrawal request -> hold -> approve -> paid (3 requests)'.padEnd(62)} ${path.tps.toFixed(1).padStart(6)}    x${(path.tps / bare.tps).toFixed(3)}          ${errs(path)}`,
  );
  console.log(
    `  (= ${(path.tps * 3).toFixed(0)} money requests per second; median request ${median(steps.request).toFixed(0)} ms, approve ${median(steps.approve).toFixed(0)} ms, mark paid ${median(steps.paid).toFixed(0)} ms)`,
  );

  // The member's withdrawal request alone, from outside, in rounds between pgbench's, the median
  // round the figure. Each round adds thousands of withdrawals to the same 8 members: a cost that
  // grows with a member's history shows as rounds that fall (a plan that read every withdrawal
  // of the member, migration 0038: x0.17, 0.13, 0.10, 0.09 in four rounds).
  const cookies = members.map((m) => m.cookie);
  const measure = async (round: number) => {
    const result = await withdrawalRequestsOverHttp(input, cookies, round > 0);
    return { result, rate: result.rps };
  };
  const { median: beside, rounds } = await interleavedWithPgbench(input, { rounds: 3, seconds: SECONDS }, measure);
  const { result: requests, ratio, before, after } = beside;
  const reference = before !== undefined && after !== undefined ? (before + after) / 2 : undefined;
  const each = ` (rounds ${rounds.map((r) => `x${r.ratio.toFixed(2)}`).join(', ')})`;
  console.log(
    `  ${'HTTP: members request withdrawals, 8 members (autocannon)'.padEnd(62)} ${requests.rps.toFixed(0).padStart(6)}    ${
      ratio
        ? `x${ratio.toFixed(2)}${each} of pgbench tpcb-like -s ${WRITERS} (${reference?.toFixed(0)} tps: ${before?.toFixed(0)} before, ${after?.toFixed(0)} after), bar >=0.15`
        : ''
    }   p99 ${requests.p99} ms, non-2xx ${requests.non2xx}, errors ${requests.errors}${ratio < 0.15 ? '   BELOW THE BAR' : ''}`,
  );
  if (requests.cpu) console.log(`  HTTP withdrawal requests: ${requests.cpu}`);
  const inv = await checkInvariants(ctx.db);
  console.log(`  ledger invariants after the run: ${isSound(inv) ? 'sound' : 'BROKEN'}`);
}
