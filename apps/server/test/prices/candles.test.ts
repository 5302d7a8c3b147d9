import type { Candle } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';

// Candles are built from the feed's ticks by every node, merged so that any order and any number
// of writers agree; the maintenance job keeps them bounded; members read them through the contract.
let nodeA: TestApp;
let nodeB: TestApp;
let poolB: Database | undefined;
const feedA = new ManualFeed();
const feedB = new ManualFeed();
beforeAll(async () => {
  nodeA = await startTestApp({}, { prices: feedA });
  poolB = onPostgres
    ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: nodeA.database.schema, poolSize: 5 })
    : undefined;
  nodeB = await startTestApp({}, { database: poolB ?? nodeA.database, prices: feedB });
});
afterAll(async () => {
  await nodeB?.stop();
  await poolB?.close();
  await nodeA?.stop();
});

// An hour ago, on a 5-minute edge: the 1m, 5m and 1h buckets below are known.
const T = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
const sec = (s: number) => T + s * 1000;

async function candles(node: TestApp, symbol: string, interval: string, limit?: number) {
  const { client } = await signedInMember(node);
  const query = `interval=${interval}${limit ? `&limit=${limit}` : ''}`;
  return client.get<Candle[]>(`/api/prices/${symbol}/candles?${query}`);
}

describe('candles from ticks', () => {
  it('open, high, low and close are right on both sides of a bucket edge, whatever the arrival order', async () => {
    // The last tick of minute 0 and two of minute 1; pushed out of order, the first one twice.
    await feedA.push([{ symbol: 'LINK', price: '15.40', low: '15.35', high: '15.41', at: sec(61) }]);
    await feedA.push([
      { symbol: 'LINK', price: '15.30', low: '15.28', high: '15.31', at: sec(59) },
      { symbol: 'LINK', price: '15.45', low: '15.39', high: '15.46', at: sec(62) },
    ]);
    await feedA.push([{ symbol: 'LINK', price: '15.40', low: '15.35', high: '15.41', at: sec(61) }]);

    const oneMinute = (await candles(nodeA, 'LINK', '1m')).body;
    expect(oneMinute.filter((c) => c.time >= T / 1000)).toEqual([
      { time: T / 1000, open: '15.30', high: '15.31', low: '15.28', close: '15.30' },
      { time: T / 1000 + 60, open: '15.40', high: '15.46', low: '15.35', close: '15.45' },
    ]);
    const five = (await candles(nodeA, 'LINK', '5m')).body;
    expect(five.filter((c) => c.time >= T / 1000)).toEqual([
      { time: T / 1000, open: '15.30', high: '15.46', low: '15.28', close: '15.45' },
    ]);
    const day = (await candles(nodeA, 'LINK', '1d')).body.at(-1);
    expect(day?.time).toBe(Math.floor(T / 86_400_000) * 86_400);
  });

  it('a spike a failed write missed is in the candle once the writes work again', async () => {
    await feedA.push([{ symbol: 'ADA', price: '0.5000', low: '0.4990', high: '0.5010', at: sec(600) }]);
    await sql.raw('alter table candle rename to candle_away').execute(nodeA.ctx.db);
    try {
      await feedA.push([{ symbol: 'ADA', price: '0.5200', low: '0.5000', high: '0.5500', at: sec(610) }]);
      await feedA.push([{ symbol: 'ADA', price: '0.4800', low: '0.4700', high: '0.5200', at: sec(620) }]);
    } finally {
      await sql.raw('alter table candle_away rename to candle').execute(nodeA.ctx.db);
    }
    await feedA.push([{ symbol: 'ADA', price: '0.4900', low: '0.4850', high: '0.4950', at: sec(630) }]);
    const minute = (await candles(nodeA, 'ADA', '1m')).body.find((c) => c.time === sec(600) / 1000);
    expect(minute).toEqual({ time: sec(600) / 1000, open: '0.5000', high: '0.5500', low: '0.4700', close: '0.4900' });
  });

  it('two nodes writing the same ticks, in different orders and at once, leave one candle', async () => {
    const ticks = [
      { symbol: 'SOL' as const, price: '150.10', at: sec(121) },
      { symbol: 'SOL' as const, price: '149.90', low: '149.80', high: '150.20', at: sec(130) },
      { symbol: 'SOL' as const, price: '150.50', at: sec(179) },
    ];
    await Promise.all([
      ...ticks.map((t) => feedA.push([t])),
      ...[...ticks].reverse().map((t) => feedB.push([t])),
      feedB.push(ticks),
    ]);
    const rows = await nodeA.ctx.db
      .selectFrom('candle')
      .select(['period', sql<string>`open::text`.as('open'), sql<string>`close::text`.as('close')])
      .where('symbol', '=', 'SOL')
      .where('open_time', '=', new Date(sec(120)))
      .execute();
    expect(rows.map((r) => r.period).sort()).toEqual(['1m']);
    const fromB = (await candles(nodeB, 'SOL', '1m')).body.filter((c) => c.time === sec(120) / 1000);
    expect(fromB).toEqual([{ time: sec(120) / 1000, open: '150.10', high: '150.50', low: '149.80', close: '150.50' }]);
  });
});

describe('the candles route', () => {
  it('refuses an unknown symbol (404), an unknown interval and an unbounded count (400), and strangers (401)', async () => {
    expect((await candles(nodeA, 'XYZ', '1m')).status).toBe(404);
    expect((await candles(nodeA, 'BTC', '2m')).status).toBe(400);
    expect((await candles(nodeA, 'BTC', '1m', 1001)).status).toBe(400);
    expect((await nodeA.client().get('/api/prices/BTC/candles')).status).toBe(401);
  });

  it('answers the newest candles, oldest first, at most `limit`', async () => {
    for (let m = 0; m < 5; m++) {
      await feedA.push([{ symbol: 'ADA', price: `0.45${m}`, at: sec(600 + m * 60) }]);
    }
    const { body } = await candles(nodeA, 'ADA', '1m', 3);
    expect(body.map((c) => [c.time - T / 1000, c.close])).toEqual([
      [720, '0.452'],
      [780, '0.453'],
      [840, '0.454'],
    ]);
  });
});

describe('retention', () => {
  it('the maintenance job deletes 1m after 7 days, 5m after 30, 1h after a year, and keeps 1d', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const row = (period: string, openTime: Date) => ({
      symbol: 'DOGE',
      period,
      open_time: openTime,
      open: '0.15',
      high: '0.16',
      low: '0.14',
      close: '0.15',
      open_at: openTime.getTime(),
      close_at: openTime.getTime(),
    });
    await nodeA.ctx.db
      .insertInto('candle')
      .values([
        row('1m', daysAgo(8)),
        row('1m', daysAgo(6)),
        row('5m', daysAgo(31)),
        row('5m', daysAgo(29)),
        row('1h', daysAgo(366)),
        row('1h', daysAgo(364)),
        row('1d', daysAgo(3000)),
      ])
      .execute();
    await nodeA.ctx.jobs.runDue();
    const kept = await nodeA.ctx.db
      .selectFrom('candle')
      .select(['period', 'open_time'])
      .where('symbol', '=', 'DOGE')
      .orderBy('period')
      .execute();
    const age = (d: Date) => Math.round((Date.now() - d.getTime()) / 86_400_000);
    expect(kept.map((r) => `${r.period}:${age(r.open_time)}`)).toEqual(['1d:3000', '1h:364', '1m:6', '5m:29']);
  });
});
