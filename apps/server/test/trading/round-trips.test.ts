import type { Position } from '@member-area/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import {
  expectLedgerSound,
  onPostgres,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { countRoundTrips, warmPool } from '../round-trips.js';
import { open } from './trading-helpers.js';

let app: TestApp;
const feed = new ManualFeed();
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
});
afterEach(() => expectLedgerSound(app));
afterAll(() => app.stop());

describe.runIf(onPostgres)('round trips of opening a position (PostgreSQL)', () => {
  it('opening a position', async () => {
    const operator = await signedInOperator(app);
    const m = await signedInMember(app);
    await credit(operator, m.uid, '1000.00');
    await open(m.client); // warm: accounts opened, ids cached
    await warmPool(app.ctx.db, 4);
    const o = await countRoundTrips(() => open(m.client));
    expect(o.value.status).toBe(201);
    expect((o.value.body as Position).status).toBe('open');
    process.stdout.write(`open position: ${o.roundTrips} round trips (${o.statements} statements)\n`);
    // 13 before: the symbol, the wallet and the number each read inside the transaction, the hold,
    // its row, the position and the open positions' live state each a round trip of their own.
    // Now the checks are read with the session (a member read: the symbols' terms, the wallet and
    // the number), and the transaction leaves whole: BEGIN, the hold, the position row and the fee
    // in one statement, the stored answer, the live state and the COMMIT in one write (the order
    // statement sent with the COMMIT, its answer made of what the precheck decided). The third is
    // the operators' queue counts, refreshed after the commit (the answer does not wait for it).
    expect(o.roundTrips).toBeLessThanOrEqual(3);
    expect(o.statements).toBeLessThanOrEqual(7);
  });

  it('a member with more open positions than a live message carries: the list is not read', async () => {
    const operator = await signedInOperator(app);
    const [few, many] = [await signedInMember(app), await signedInMember(app)];
    for (const m of [few, many]) await credit(operator, m.uid, '1000.00');
    const small = { amount: '10.00' };
    await open(few.client, small);
    for (let i = 0; i < 25; i++) expect((await open(many.client, small)).status).toBe(201);
    const withOne = await countRoundTrips(() => open(few.client, small));
    const with25 = await countRoundTrips(() => open(many.client, small));
    expect(withOne.value.status).toBe(201);
    expect(with25.value.status).toBe(201);
    // Two open positions come back whole with the COMMIT (the tab gets its state); past 20 the
    // statement answers only the list's length (the tab re-reads), so the rows read do not grow.
    expect(with25.rows).toBeLessThanOrEqual(withOne.rows);
  });
});
