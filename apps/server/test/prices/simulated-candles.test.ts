import type { Candle, Sparklines } from '@member-area/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backfillSimulated } from '../../src/modules/prices/backfill-simulated.js';
import { formatPrice, simulatedPrice } from '../../src/modules/prices/simulated-feed.js';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

// A fresh install on the simulated market has full charts: its history is a function of the time,
// filled by a job, and the /trade sparklines read the last 24 hourly closes.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PRICE_BACKFILL: 'true' });
});
afterAll(() => app.stop());

it('fills every interval on a fresh install, and only what is missing afterwards', async () => {
  await app.ctx.jobs.runDue();
  const { client } = await signedInMember(app);
  const minutes = (await client.get<Candle[]>('/api/prices/BTC/candles?interval=1m&limit=1000')).body;
  expect(minutes).toHaveLength(1000);
  const first = minutes[0];
  expect(first?.open).toBe(formatPrice(simulatedPrice('BTC', (first?.time ?? 0) * 1000)));
  for (const c of minutes) expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
  expect((await client.get<Candle[]>('/api/prices/ETH/candles?interval=1d&limit=1000')).body).toHaveLength(365);
  expect((await client.get<Candle[]>('/api/prices/FTM/candles?interval=1h&limit=1000')).body).toHaveLength(1000);

  const sparklines = (await client.get<Sparklines>('/api/prices/sparklines')).body;
  expect(sparklines).toHaveLength(11);
  for (const s of sparklines) expect(s.points.length).toBe(24);

  // Afterwards only the newest bucket of each interval (whose candle is still open) is written again.
  // Twice: a minute that began during this test (before the live feed wrote it) is filled by the
  // first, so the second, a moment later, sees only the newest buckets.
  await backfillSimulated(app.ctx.db);
  expect(await backfillSimulated(app.ctx.db)).toBe(4 * 11);
}, 120_000);
