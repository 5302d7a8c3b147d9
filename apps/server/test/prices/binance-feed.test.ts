import type { Candle, FeedHealth, FeedStatus, Quote } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTick } from '../../src/modules/prices/index.js';
import { expectLedgerSound, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { close, open } from '../trading/trading-helpers.js';
import { ReplayExchange } from './replay-exchange.js';

// PRICE_FEED=binance against a local server replaying recorded combined-stream messages: the feed
// quotes them, the connection drops and the symbols turn "Delayed", it reconnects with back-off,
// fills the missed minutes from the REST klines, and the symbols are live again.
const exchange = new ReplayExchange();
let app: TestApp;
const M0 = Date.UTC(2026, 10, 20, 10, 0) / 1000; // the recording's first minute, in seconds

beforeAll(async () => {
  const { url, restUrl } = await exchange.listen();
  app = await startTestApp({
    PRICE_FEED: 'binance',
    PRICE_FEED_URL: url,
    PRICE_FEED_REST_URL: restUrl,
    // Short, so the test sees Delayed soon; not so short that a stalled test sees it early.
    PRICE_DELAYED_AFTER_SECONDS: '3',
  });
});
afterAll(async () => {
  await app?.stop();
  await exchange.close();
});

async function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the Binance feed', () => {
  it('replays, drops, turns Delayed, reconnects, fills the gap, and is live again', async () => {
    const { client, uid } = await signedInMember(app);
    const operator = await signedInOperator(app);
    await credit(operator, uid, '1000.00');
    const quote = async (symbol: string) =>
      (await client.get<Quote[]>('/api/prices')).body.find((q) => q.symbol === symbol);

    // Subscribed to every symbol's 1m klines and 24 h ticker, against USDT.
    await until(
      () => quote('BTC'),
      (q) => q?.price === '67300.1',
      'the first BTC price',
    );
    expect(exchange.requestedStreams[0]?.split('/')).toContain('maticusdt@kline_1m');
    expect(exchange.requestedStreams[0]?.split('/')).toContain('btcusdt@ticker');
    expect(await quote('BTC')).toEqual({ symbol: 'BTC', price: '67300.1', change24h: '1.25' });
    // A position opened while live: its prices keep cents though the exchange wrote "67300.1".
    const held = await open(client, { symbol: 'BTC', amount: '100.00', leverage: 2 });
    expect(held.status).toBe(201);
    expect(held.body.entryPrice).toMatch(/^\d+\.\d\d$/);
    expect(app.ctx.prices.status('BTC')).toBe('live');
    const status = (await client.get<FeedStatus>('/api/prices/status')).body;
    expect(status.source).toBe('binance');
    expect(status.symbols.find((s) => s.symbol === 'SOL')?.status).toBe('delayed'); // never ticked

    // The exchange goes away: after PRICE_DELAYED_AFTER_SECONDS the symbols are delayed.
    exchange.drop();
    await until(
      () => quote('BTC'),
      (q) => q?.delayed === true,
      'BTC delayed',
    );
    expect(app.ctx.prices.status('ETH')).toBe('delayed');
    const down = (await operator.get<FeedHealth>('/api/admin/prices/health')).body;
    expect(down).toMatchObject({ source: 'binance', connected: false, reconnects: 0 });
    expect(down.symbols.find((s) => s.symbol === 'BTC')?.lastTickAgeMs).toBeGreaterThanOrEqual(1000);
    // An order on a delayed symbol is refused with a clear message, and nothing moves.
    const balanceBefore = (await client.get<{ balance: string }>('/api/balance')).body.balance;
    const refused = await open(client, { symbol: 'BTC', amount: '100.00', leverage: 2 });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('BTC prices are delayed');
    // Closing and moving targets are refused the same way: a stale price pays out what the market may no longer give.
    const closing = await close(client, held.body.number);
    expect(closing.status).toBe(409);
    expect(JSON.stringify(closing.body)).toContain('BTC prices are delayed');
    const targets = await client.request('PUT', `/api/trading/positions/${held.body.number}/targets`, {
      takeProfit: null,
      stopLoss: null,
    });
    expect(targets.status).toBe(409);
    expect((await client.get<{ balance: string }>('/api/balance')).body.balance).toBe(balanceBefore);

    // It comes back: the feed reconnects by itself, fills the missed minutes, and is live again.
    const ticksAfter: PriceTick[] = [];
    // Immediate: run as the batch arrives, not queued behind the trading checks' queries.
    const stopListening = app.ctx.prices.onTicks(
      (ticks) => {
        ticksAfter.push(...ticks.filter((t) => t.symbol === 'BTC'));
      },
      { immediate: true },
    );
    exchange.comeBack();
    await until(
      () => quote('BTC'),
      (q) => q?.price === '67410' && !q.delayed,
      'BTC live again',
    );
    expect(app.ctx.prices.status('BTC')).toBe('live');
    // The first kline after the reconnect spans 67,400-67,415, reached while this node was away
    // (perhaps before a stop was set): the tick says only where the price is, so no trigger fires on it.
    stopListening();
    expect(ticksAfter[0]).toMatchObject({ price: '67410', low: '67410', high: '67410' });
    expect((await open(client, { symbol: 'BTC', amount: '100.00', leverage: 2 })).status).toBe(201);
    expect((await close(client, held.body.number)).status).toBe(200);
    const up = (await operator.get<FeedHealth>('/api/admin/prices/health')).body;
    expect(up).toMatchObject({ connected: true, reconnects: 1 });
    expect(
      exchange.klineRequests.some((q) => q.includes('symbol=BTCUSDT') && q.includes(`startTime=${(M0 + 60) * 1000}`)),
    ).toBe(true);

    const minutes = await until(
      async () => (await client.get<Candle[]>('/api/prices/BTC/candles?interval=1m')).body,
      (c) => c.length >= 5 && c.find((x) => x.time === M0 + 120)?.close === '67380',
      'the gap filled',
    );
    expect(minutes.filter((c) => c.time >= M0 && c.time <= M0 + 240)).toEqual([
      // The stream's own kline of the first minute (final), then the REST klines of the gap.
      { time: M0, open: '67240', high: '67295.5', low: '67230', close: '67281' },
      { time: M0 + 60, open: '67281', high: '67330', low: '67270', close: '67320' },
      { time: M0 + 120, open: '67320', high: '67390', low: '67301', close: '67380' },
      { time: M0 + 180, open: '67380', high: '67405', low: '67350', close: '67401.5' },
      { time: M0 + 240, open: '67402', high: '67415', low: '67400', close: '67410' },
    ]);
    // No gap and nothing out of order: one candle per minute, ascending.
    const times = minutes.map((c) => c.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    const hour = (await client.get<Candle[]>('/api/prices/BTC/candles?interval=1h')).body;
    expect(hour.find((c) => c.time === M0)).toEqual({
      time: M0,
      open: '67240',
      high: '67415',
      low: '67230',
      close: '67410',
    });
    await expectLedgerSound(app);
  }, 60_000);
});
