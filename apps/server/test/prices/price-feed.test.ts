import type { LiveMessage } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';

// The feed is the one source of prices: whatever it last ticked is what the ticker route and
// the live channel quote, and listeners see the ticks in order.
let app: TestApp;
let baseUrl: string;
const feed = new ManualFeed();
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.stop());

describe('the price feed', () => {
  it('quotes what the feed last ticked, over HTTP and on the live channel', async () => {
    const { client } = await signedInMember(app);
    await feed.push([{ symbol: 'BTC', price: '70000.00', change24h: '1.50' }]);
    expect((await client.get('/api/prices')).body).toEqual([{ symbol: 'BTC', price: '70000.00', change24h: '1.50' }]);

    const live = await openLive(baseUrl, client);
    const first = await live.next((m: LiveMessage) => m.topic === 'prices');
    expect(first.topic === 'prices' && first.data).toEqual([{ symbol: 'BTC', price: '70000.00', change24h: '1.50' }]);
    await feed.push([{ symbol: 'BTC', price: '70100.00' }]);
    const next = await live.next((m: LiveMessage) => m.topic === 'prices' && m.data[0]?.price === '70100.00');
    expect(next.topic).toBe('prices');
    live.close();
  });

  it('hands listeners every batch in order, one at a time, and a failing listener stops no one', async () => {
    const seen: string[] = [];
    let running = 0;
    const stopA = feed.onTicks(async (ticks) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(ticks.map((t) => `${t.symbol}@${t.price}[${t.low}-${t.high}]`).join());
      running -= 1;
    });
    const stopB = feed.onTicks(() => {
      throw new Error('a broken listener');
    });
    await Promise.all([
      feed.push([{ symbol: 'ETH', price: '3000.00', low: '2990.00', high: '3001.00' }]),
      feed.push([{ symbol: 'ETH', price: '3005.00' }]),
    ]);
    stopA();
    stopB();
    expect(seen).toEqual(['ETH@3000.00[2990.00-3001.00]', 'ETH@3005.00[3005.00-3005.00]']);
    expect(feed.latest('ETH')?.price).toBe('3005.00');
  });

  it('runs an immediate listener (the ticker fan-out) as the batch arrives, not after slow queued ones', async () => {
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const slow = feed.onTicks(async (ticks) => {
      order.push(`queued ${ticks[0]?.price}`);
      await new Promise<void>((r) => gates.push(r));
    });
    const fast = feed.onTicks((ticks) => void order.push(`immediate ${ticks[0]?.price}`), { immediate: true });
    const first = feed.push([{ symbol: 'SOL', price: '150.00' }]);
    const second = feed.push([{ symbol: 'SOL', price: '151.00' }]);
    try {
      while (gates.length === 0) await new Promise((r) => setTimeout(r, 5));
      // The queued listener still holds the first batch; the immediate one has seen both.
      expect(order).toEqual(['immediate 150.00', 'immediate 151.00', 'queued 150.00']);
    } finally {
      gates.shift()?.();
      while (gates.length === 0) await new Promise((r) => setTimeout(r, 5));
      gates.shift()?.();
      await Promise.all([first, second]);
      slow();
      fast();
    }
    expect(order).toEqual(['immediate 150.00', 'immediate 151.00', 'queued 150.00', 'queued 151.00']);
  });
});
