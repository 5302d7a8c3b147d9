// Authenticated reads (GET /api/balance, /api/profile) at 50 connections, beside a REFERENCE
// measured in the same run: a bare Fastify 5 + pg server in its own process reading one row by
// primary key on the same database. autocannon runs in a child process so it does not share the
// server's event loop. Bar: >= 50% of the reference's req/s, p99 <= 50 ms.
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { App } from '../apps/server/src/app.js';
import type { HttpTarget } from './http-target.js';

const CONNECTIONS = 50;
const SECONDS = 8;
const run = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, cookie: string | null, seconds: number): Promise<Load> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 << 20 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/**
 * The reference: Fastify 5 with nothing but one route reading one row by primary key through a
 * pg pool, in its own process (reference.child.mjs), as the app would be in production.
 */
async function referenceServer(url: string, schema: string, accountId: string) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./reference.child.mjs', import.meta.url)), url, schema, accountId],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const refUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  return {
    url: refUrl,
    async close() {
      child.kill('SIGTERM');
    },
  };
}

export async function authenticatedReads(opts: {
  app: App;
  base: string;
  pgUrl: string | undefined;
  schema: string;
  member: { userId: string; cookie: string };
  http: HttpTarget;
}): Promise<void> {
  const base = opts.http.base;
  const member = { ...opts.member, cookie: opts.http.cookie(opts.member.cookie) };
  console.log(
    `\nAuthenticated reads: ${CONNECTIONS} connections, ${SECONDS} s each (autocannon in a child process), against ${
      opts.http.process ? 'the compiled app in its own process, production logging' : 'the in-process app'
    }`,
  );
  const account = await opts.app.ctx.db
    .selectFrom('ledger_account')
    .select('id')
    .where('owner_id', '=', member.userId)
    .executeTakeFirst();
  const ref = opts.pgUrl ? await referenceServer(opts.pgUrl, opts.schema, String(account?.id ?? 1)) : null;
  const rows: [string, Load][] = [];
  try {
    // Warm-up: JIT, pools and caches, so the first measured route is not penalised.
    await load(`${base}/api/balance`, member.cookie, 2);
    if (ref) {
      await load(ref.url, null, 2);
      rows.push(['reference: Fastify + pg, own process, by PK', await load(ref.url, null, SECONDS)]);
    }
    rows.push(['GET /api/balance', await load(`${base}/api/balance`, member.cookie, SECONDS)]);
    rows.push(['GET /api/profile', await load(`${base}/api/profile`, member.cookie, SECONDS)]);
    // The reference again after the routes: on a shared machine the load drifts within a run,
    // so the ratios use the mean of the two reference runs, not whichever came first.
    if (ref) rows.push(['reference again', await load(ref.url, null, SECONDS)]);
  } finally {
    await ref?.close();
  }
  const refs = rows.filter(([name]) => name.startsWith('reference')).map(([, r]) => r.rps);
  const reference = refs.length > 0 ? refs.reduce((a, b) => a + b, 0) / refs.length : undefined;
  console.log('  route                                  req/s      p99       vs reference   non-2xx');
  for (const [name, r] of rows) {
    const ratio = reference ? `x${(r.rps / reference).toFixed(2)}` : 'n/a';
    console.log(
      `  ${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)}   ${`${r.p99} ms`.padEnd(9)} ${ratio.padEnd(14)} ${r.non2xx + r.errors}`,
    );
  }
  if (!ref) console.log('  (no reference on PGlite: set BENCH_DATABASE_URL to compare with a bare pg route)');
  else console.log('  bar: each route >= x0.50 of the reference (mean of its two runs), p99 <= 50 ms');
}
