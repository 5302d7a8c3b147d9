import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payProfitForDay } from '../../src/modules/investments/index.js';
import { ManualClock } from '../../src/platform/clock.js';
import { type Database, openDatabase } from '../../src/platform/db/database.js';
import { expectLedgerSound, onPostgres, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { fundedMember, type InvestTestApp, investIn, newPackage, START } from './investment-helpers.js';

// Two app nodes, each with its own pool, on one PostgreSQL: the same day paid by both at once
// (the job on one, the operator's run on the other, in small batches so they interleave) pays
// every investment once.
describe.skipIf(!onPostgres)('daily profit on two nodes', () => {
  const t = {} as InvestTestApp;
  let nodeB: TestApp;
  let poolB: Database;

  beforeAll(async () => {
    t.clock = new ManualClock(START);
    t.app = await startTestApp({}, { clock: t.clock });
    t.operator = await signedInOperator(t.app);
    poolB = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: t.app.database.schema, poolSize: 5 });
    nodeB = await startTestApp({}, { database: poolB, clock: t.clock });
  });
  afterAll(async () => {
    await nodeB?.stop();
    await poolB?.close();
    await t.app?.stop();
  });

  it('pays each investment once when both nodes pay the same day at once', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(t, '500')));
    for (const m of members) for (let i = 0; i < 5; i++) await investIn(m.client, pkg.slug, '100');
    const day = '2027-06-11';
    const results = await Promise.all([
      payProfitForDay(t.app.ctx, day, { batch: 7 }),
      payProfitForDay(nodeB.ctx, day, { batch: 7 }),
      payProfitForDay(t.app.ctx, day, { batch: 5 }),
      payProfitForDay(nodeB.ctx, day, { batch: 3 }),
    ]);
    expect(results.reduce((n, r) => n + r.paid, 0)).toBe(30);
    expect(results.reduce((s, r) => s + r.total, 0n)).toBe(3_000n);
    const rows = await t.app.ctx.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'profit.daily')
      .executeTakeFirst();
    expect(Number(rows?.n)).toBe(30);
    await expectLedgerSound(t.app);
  });
});
