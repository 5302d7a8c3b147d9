import type { Position } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualFeed } from '../../src/modules/prices/index.js';
import { onPostgres, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { countRoundTrips } from '../round-trips.js';
import { open } from './trading-helpers.js';

let app: TestApp;
const feed = new ManualFeed();
beforeAll(async () => {
  app = await startTestApp({}, { prices: feed });
  await feed.push([{ symbol: 'BTC', price: '50000.00' }]);
});
afterAll(() => app.stop());

describe.runIf(onPostgres)('round trips of opening a position (PostgreSQL)', () => {
  it('opening a position', async () => {
    const operator = await signedInOperator(app);
    const m = await signedInMember(app);
    await credit(operator, m.uid, '1000.00');
    await open(m.client); // warm: accounts opened, ids cached
    const o = await countRoundTrips(() => open(m.client));
    expect(o.value.status).toBe(201);
    expect((o.value.body as Position).status).toBe('open');
    process.stdout.write(`open position: ${o.roundTrips} round trips (${o.statements} statements)\n`);
    // 13 before: the symbol, the wallet and the number each read inside the transaction, the hold,
    // its row, the position and the open positions' live state each a round trip of their own.
    // Now the checks read at once ahead of the transaction (the number only once they pass), the
    // hold and the position row go in one statement, and the live state and the fee (transferAtCommit)
    // go with the COMMIT. One of the 6 is the held account's id, read once and then cached.
    expect(o.roundTrips).toBeLessThanOrEqual(6);
  });
});
