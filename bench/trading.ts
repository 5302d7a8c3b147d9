// Trading at scale (issue 20), on PostgreSQL: the compiled app in its own process, its prices
// from a local exchange stand-in (trading-exchange.ts, the Binance stream format) ticking every
// symbol each second; 1,000 members' live connections watching prices; 10,000 open positions with
// take profit and stop loss seeded in SQL. Prints the app process's CPU share over a quiet window
// (ticks, TP/SL checks, price fan-out: everything that process does), tick-to-client latency
// (exchange sends a BTC price → a member's socket receives it), and "Open position" over HTTP at
// 8 clients as a ratio of pgbench tpcb-like in the same run.
import { execFile, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { priceToUnits, TICKER_SYMBOLS } from '@member-area/shared';
import { sql } from 'kysely';
import type { App } from '../apps/server/src/app.js';
import { transfer } from '../apps/server/src/modules/ledger/index.js';
import { simulatedQuotes } from '../apps/server/src/modules/prices/simulated-feed.js';
import { withTransaction } from '../apps/server/src/platform/db/transaction.js';
import { startAppProcess } from './app-process.js';
import { nextMessage } from './child-messages.js';
import { cpuPerRequest, type WindowCpu } from './http-target.js';
import { interleavedWithPgbench, WRITERS } from './ledger.js';
import { startExchange } from './trading-exchange.js';

const CONNECTIONS = 1000;
const POSITIONS = 10_000;
const WINDOW_S = Number(process.env.BENCH_TRADING_SECONDS ?? 20);
/** "Open position" is measured in rounds between pgbench's (interleavedWithPgbench), each this long. */
const ORDER_ROUNDS = 3;
const ORDER_SECONDS = 6;

type OrdersWindow = { total: number; non2xx: number; errors: number; p99: number; cpu: WindowCpu };
/** The feed's batching window in this bench (production default 250 ms: it adds up to that much). */
const BATCH_MS = '25';

export interface TradingBenchInput {
  app: App;
  pgUrl: string | undefined;
  schema: string;
  secret: string;
  origin: string;
  operator: { email: string; password: string };
  makeMembers(n: number): Promise<{ userId: string; cookie: string }[]>;
}

const run = promisify(execFile);
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] ?? Number.NaN;
  return { median: at(0.5), p99: at(0.99), n: s.length };
};

/** utime + stime of a process, in seconds (from /proc; clock ticks are 100 a second on Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** 10,000 open positions over the members, each with TP and SL well outside the bench's ±0.2 % path. */
async function seedPositions(app: App, members: string[], bases: Record<string, number>): Promise<void> {
  const db = app.ctx.db;
  // Holds need a reserving transfer; the seeded positions never close, so one real one is named.
  const anyTransfer = await db.selectFrom('ledger_transfer').select('id').limit(1).executeTakeFirstOrThrow();
  const symbols = [...TICKER_SYMBOLS];
  const units = symbols.map((s) => priceToUnits(String(bases[s])).toString());
  await sql`
    with s as (
      select * from unnest(${symbols}::text[], ${units}::bigint[]) with ordinality as s(symbol, base, n)
    ),
    g as (
      select g, (${members}::text[])[1 + g % ${members.length}] as member_id, s.symbol, s.base,
             case when g % 2 = 0 then 'long' else 'short' end as side, (g % 50) as spread
      from generate_series(1, ${POSITIONS}) g join s on s.n = 1 + g % ${symbols.length}
    ),
    h as (
      insert into ledger_hold (owner_id, amount, purpose, reference, reserve_transfer_id)
      select member_id, 10000, 'position', 'bench-seed-' || g, ${anyTransfer.id}::bigint from g
      returning id, reference
    )
    insert into position (member_id, symbol, side, margin, leverage, notional, entry_price,
                          take_profit, stop_loss, liquidation_price, fee, hold_id)
    select g.member_id, g.symbol, g.side, 10000, 10, 100000, g.base,
      case when g.side = 'long' then g.base * (1020 + g.spread) / 1000 else g.base * (980 - g.spread) / 1000 end,
      case when g.side = 'long' then g.base * (980 - g.spread) / 1000 else g.base * (1020 + g.spread) / 1000 end,
      case when g.side = 'long' then g.base * 9 / 10 else g.base * 11 / 10 end,
      10, h.id
    from g join h on h.reference = 'bench-seed-' || g.g
  `.execute(db);
}

export async function tradingBench(input: TradingBenchInput): Promise<void> {
  console.log('\nTrading: 1,000 live connections watching prices, 10,000 open positions with TP/SL');
  if (!input.pgUrl) {
    console.log('  needs BENCH_DATABASE_URL (the app runs in its own process on PostgreSQL): skipped');
    return;
  }
  const { app } = input;
  const bases = Object.fromEntries(simulatedQuotes(Date.now()).map((q) => [q.symbol, Number(q.price)]));
  const exchange = await startExchange(bases);
  const members = await input.makeMembers(CONNECTIONS);
  // The first 8 trade over HTTP below: fund them.
  for (const m of members.slice(0, WRITERS)) {
    await withTransaction(app.ctx, (trx) =>
      transfer(trx, {
        from: { platform: 'adjustments' },
        to: { owner: m.userId, kind: 'wallet' },
        amount: 1_000_000_000n,
        kind: 'adjustment.credit',
        idempotencyKey: randomUUID(),
      }),
    );
  }
  await seedPositions(
    app,
    members.map((m) => m.userId),
    bases,
  );
  const appProcess = await startAppProcess({
    pgUrl: input.pgUrl,
    schema: input.schema,
    secret: input.secret,
    publicUrl: input.origin,
    adminEmail: input.operator.email,
    adminPassword: input.operator.password,
    env: {
      PRICE_FEED: 'binance',
      PRICE_FEED_URL: exchange.url,
      PRICE_FEED_REST_URL: exchange.restUrl,
      PRICE_FEED_BATCH_MS: BATCH_MS,
    },
  });
  try {
    const clients = fork(new URL('./price-clients.child.mjs', import.meta.url), { stdio: 'inherit' });
    clients.send({
      url: `${appProcess.base.replace('http', 'ws')}/api/live`,
      origin: input.origin,
      cookies: members.map((m) => appProcess.cookie(m.cookie)),
    });
    await nextMessage(clients, 'ready');
    // Settle: the connect snapshots done, the feed ticking.
    await new Promise((r) => setTimeout(r, 3000));
    clients.send({ type: 'start' });
    await nextMessage(clients, 'started');
    const cpu0 = await cpuSeconds(appProcess.pid);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    const cpu1 = await cpuSeconds(appProcess.pid);
    const wall = (performance.now() - t0) / 1000;
    clients.send({ type: 'stop' });
    const { samples } = await nextMessage<{ type: string; samples: [number, string][] }>(clients, 'samples');
    clients.kill();
    const latencies = samples.flatMap(([at, price]) => {
      const sent = exchange.sentAt.get(price);
      return sent === undefined ? [] : [at - sent];
    });
    const l = stats(latencies);
    const share = ((cpu1 - cpu0) / wall) * 100;
    const open = await input.app.ctx.db
      .selectFrom('position')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    console.log(
      `  app process CPU over ${wall.toFixed(0)} s of ticks (11 symbols/s), TP/SL checks on ${open.n} open positions, price fan-out to ${CONNECTIONS} sockets: ${share.toFixed(1)}% of one core (bar < 25%)`,
    );
    console.log(
      `  tick-to-client (exchange sends → member socket receives; feed batch ${BATCH_MS} ms): median ${l.median.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms over ${l.n} deliveries (bar p99 <= 100 ms)`,
    );

    // "Open position" over HTTP at 8 clients (one member each), in rounds between pgbench tpcb-like's.
    const child = fileURLToPath(new URL('./open-positions.child.mjs', import.meta.url));
    const cookies = members.slice(0, WRITERS).map((m) => appProcess.cookie(m.cookie));
    const { median, rounds } = await interleavedWithPgbench(
      { pgUrl: input.pgUrl, schema: input.schema },
      { rounds: ORDER_ROUNDS, seconds: ORDER_SECONDS },
      async (round) => {
        // The app is warmed up once, before the first round (warmed-autocannon.mjs).
        const env = round === 0 ? process.env : { ...process.env, BENCH_WARMUP_SECONDS: '0' };
        const { stdout } = await run(
          process.execPath,
          [
            child,
            appProcess.base,
            JSON.stringify(cookies),
            input.origin,
            String(ORDER_SECONDS),
            String(appProcess.pid),
          ],
          { maxBuffer: 16 << 20, env },
        );
        const r = JSON.parse(stdout) as OrdersWindow;
        return { result: r, rate: (r.total - r.non2xx) / ORDER_SECONDS };
      },
    );
    for (const [i, { result: r, rate, ratio, before, after }] of rounds.entries()) {
      console.log(
        `  "Open position" over HTTP, round ${i + 1}: ${WRITERS} clients, ${ORDER_SECONDS} s: ${rate.toFixed(0)}/s (slowest client's p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors); pgbench tpcb-like -s ${WRITERS} ${before?.toFixed(0)} tps before, ${after?.toFixed(0)} after: ratio ${ratio.toFixed(2)}`,
      );
    }
    const r = median.result;
    console.log(
      `  "Open position" over HTTP: median of ${rounds.length} rounds ratio ${median.ratio.toFixed(2)} (rounds ${rounds.map((x) => x.ratio.toFixed(2)).join(', ')}; bar >= 0.25)${median.ratio < 0.25 ? '   BELOW THE BAR' : ''}`,
    );
    const cpu = cpuPerRequest(r.cpu, r.total - r.non2xx);
    if (cpu) console.log(`  "Open position", the median round: ${cpu}`);
  } finally {
    await appProcess.close();
    await exchange.close();
  }
}
