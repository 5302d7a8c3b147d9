// `npm run bench`: the live channel's latency at 1, 100 and 1,000 connected members, the
// ledger's throughput with the live bus off and on, and the bytes /login costs as the server
// sends them (bundle.ts). Ratios are against a baseline measured in the same run. Uses BENCH_DATABASE_URL
// (PostgreSQL, NOTIFY bus) when set, else the embedded PGlite (in-process bus).
import { fork } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { ManualFeed } from '../apps/server/src/modules/prices/index.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { type AppProcess, startAppProcess } from './app-process.js';
import { benchLoginBundle } from './bundle.js';
import { chatBench } from './chat.js';
import { nextMessage } from './child-messages.js';
import { ledgerBench } from './ledger.js';
import { moneyBench } from './money.js';
import { profitBench } from './profit.js';
import { authenticatedReads } from './reads.js';
import { scaleBench } from './scale.js';
import { tradingBench } from './trading.js';

const pgUrl = process.env.BENCH_DATABASE_URL;
/** BENCH_ONLY=reads,live,ledger,money,profit,chat,scale,trading,bundle runs only those parts (all by default). */
const only = new Set((process.env.BENCH_ONLY ?? 'reads,live,ledger,money,profit,chat,scale,trading,bundle').split(','));
const dataDir = mkdtempSync(join(tmpdir(), 'ma-bench-'));
const secret = randomBytes(32).toString('hex');
const OPERATOR = { email: 'bench-operator@example.com', password: 'Bench-Operator-1' };

const schema = `bench_${randomBytes(4).toString('hex')}`;
const database = await openDatabase(
  pgUrl ? { url: pgUrl, schema, poolSize: 10 } : { dataDir: join(dataDir, 'pglite') },
);
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  AUTH_SECRET: secret,
  ADMIN_EMAIL: OPERATOR.email,
  ADMIN_PASSWORD: OPERATOR.password,
  LOG_LEVEL: 'silent',
  PORT: '0',
  // The chat part sends hundreds of messages as one operator: not what the sending limit is for.
  CHAT_RATE_LIMIT_MAX: '1000000',
  // On PostgreSQL the parts under HTTP load run against the app process (below), which runs
  // the jobs; this one only seeds and serves the parts measured in this process (none of them
  // needs a job), so it must not compete with the process under load.
  ...(pgUrl ? { JOBS_POLL_MS: '0' } : {}),
});
// On PostgreSQL this process's prices stand still: its own simulated feed would tick, check
// take profit and stop loss and record candles beside the app process (a second node on
// another feed), taking a core from the load it measures.
const app = await buildApp(config, { database, logger: false, ...(pgUrl ? { prices: new ManualFeed() } : {}) });
const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
const origin = config.PUBLIC_URL;
// On PostgreSQL the HTTP parts measure the compiled app in its own process, as production runs
// it (app-process.ts), on the same schema; this in-process app seeds members and sessions.
// Only the parts that send HTTP load need it (the profit part calls the use case in this process).
/** Another app process on the same schema, with node flags of its own (the export under a heap cap). */
const startApp = (nodeArgs: readonly string[] = []) =>
  startAppProcess({
    pgUrl: pgUrl ?? '',
    schema,
    secret,
    publicUrl: origin,
    adminEmail: OPERATOR.email,
    adminPassword: OPERATOR.password,
    env: { CHAT_RATE_LIMIT_MAX: '1000000' },
    nodeArgs,
  });
const appProcess: AppProcess | undefined =
  pgUrl && ['reads', 'ledger', 'money', 'chat', 'scale'].some((part) => only.has(part)) ? await startApp() : undefined;
/** Where the HTTP load goes, and the cookie that app reads. */
const http = {
  base: appProcess?.base ?? base,
  cookie: (c: string) => appProcess?.cookie(c) ?? c,
  process: appProcess,
};
console.log(
  `bench: ${pgUrl ? 'PostgreSQL' : 'embedded PGlite'}, live bus: ${app.ctx.bus.kind}, node ${process.version}; HTTP load against ${
    appProcess
      ? `the compiled app (apps/server/dist/main.js, NODE_ENV=production, JSON request logs) in its own process (pid ${appProcess.pid})`
      : 'the app inside the bench process (PGlite is one process: set BENCH_DATABASE_URL for the production-like app)'
  }\n`,
);

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] ?? Number.NaN;
  return { median: at(0.5), p99: at(0.99), n: s.length };
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Members with real sessions, made directly (no password hashing), with signed session cookies. */
async function makeMembers(n: number): Promise<{ userId: string; cookie: string }[]> {
  const auth = await app.ctx.auth.$context;
  const members: { userId: string; cookie: string }[] = [];
  for (let i = 0; i < n; i++) {
    const tag = randomUUID().slice(0, 8);
    const user = await auth.internalAdapter.createUser(
      {
        email: `bench-${tag}@example.com`,
        name: 'Bench Member',
        emailVerified: true,
        username: `bench_${tag}`,
        firstName: 'Bench',
        lastName: 'Member',
        currency: 'EUR',
      },
      { method: 'admin' },
    );
    const session = await auth.internalAdapter.createSession(user.id);
    const signature = createHmac('sha256', secret).update(session.token).digest('base64');
    members.push({
      userId: user.id,
      cookie: `ma.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`,
    });
  }
  return members;
}

async function operatorCookie(): Promise<string> {
  const res = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ login: OPERATOR.email, password: OPERATOR.password }),
  });
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0] ?? '';
}

// ---- authenticated reads against a bare pg reference -------------------------------------
if (only.has('reads'))
  await authenticatedReads({
    app,
    base,
    pgUrl,
    schema,
    member: (await makeMembers(1))[0] ?? { userId: '', cookie: '' },
    http,
  });

// ---- live channel latency --------------------------------------------------------------
const opCookie = await operatorCookie();
let rate = 0.9;
async function liveLatency(members: number, rounds: number) {
  const cookies = (await makeMembers(members)).map((m) => m.cookie);
  const clients = fork(new URL('./live-clients.child.mjs', import.meta.url), { stdio: 'inherit' });
  clients.send({ url: `${base.replace('http', 'ws')}/api/live`, origin, cookies });
  clients.on('error', (err) => {
    throw err;
  });
  const next = (type: string) => nextMessage<{ type: string; arrivals?: number[] }>(clients, type);
  await next('ready');
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    rate = Math.round((rate + 0.001) * 1000) / 1000;
    clients.send({ type: 'expect', rateEUR: rate });
    await next('armed');
    const round = next('round');
    const t0 = performance.timeOrigin + performance.now();
    await fetch(`${base}/api/admin/settings`, {
      method: 'PUT',
      headers: { cookie: opCookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ rateEUR: rate }),
    });
    const { arrivals = [] } = await round;
    for (const t of arrivals) samples.push(t - t0);
  }
  clients.send({ type: 'close' });
  await next('closed');
  clients.kill();
  return stats(samples);
}

// The parts, then the cleanup even when a part failed: a failed run leaves no schema behind.
try {
  const live: Record<number, ReturnType<typeof stats>> = {};
  if (only.has('live')) {
    console.log('Live channel: operator changes rateEUR -> update arrives at every connected member');
    for (const [members, rounds] of [
      [1, 40],
      [100, 20],
      [1000, 10],
    ] as const) {
      live[members] = await liveLatency(members, rounds);
    }
  }
  const baseLive = live[1]?.median ?? 1;
  console.log('  members   median      p99        samples   median vs 1 member');
  for (const [members, s] of Object.entries(live)) {
    console.log(
      `  ${members.padStart(7)}   ${fmt(s.median).padEnd(10)}  ${fmt(s.p99).padEnd(10)} ${String(s.n).padStart(7)}   x${(s.median / baseLive).toFixed(2)}`,
    );
  }

  // ---- ledger throughput beside pgbench ---------------------------------------------------
  if (only.has('ledger'))
    await ledgerBench({ app, pgUrl, schema, base, origin, operatorCookie: opCookie, makeMembers, http });

  // ---- the money path: withdrawal -> hold -> approve -> paid, beside bare transfer() --------
  if (only.has('money'))
    await moneyBench({ app, base, origin, operatorCookie: opCookie, makeMembers, pgUrl, schema, http });
  // ---- the daily profit of 100,000 investments, beside single transfer() calls ------------
  if (only.has('profit')) await profitBench({ app });

  // ---- chat delivery between 500 members and the operator inbox ----------------------------
  if (only.has('chat')) await chatBench({ http, origin, operatorCookie: opCookie, makeMembers });

  // ---- big ÷ small: the same requests against a small and a big world (scale.ts) ----------
  if (only.has('scale')) {
    await scaleBench({
      app,
      base,
      origin,
      operatorCookie: opCookie,
      makeMembers,
      http,
      ...(appProcess && { startApp }),
    });
  }

  // ---- trading: ticks, TP/SL checks and price fan-out at scale; "Open position" over HTTP --
  if (only.has('trading')) await tradingBench({ app, pgUrl, schema, secret, origin, operator: OPERATOR, makeMembers });

  // ---- /login bytes as the server sends them ---------------------------------------------
  if (only.has('bundle')) await benchLoginBundle();
} finally {
  await appProcess?.close();
  await app.close();
  await database.close();
  if (pgUrl) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
