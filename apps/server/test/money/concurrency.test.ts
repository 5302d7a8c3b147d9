import type { ApiError, WalletSummary } from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/modules/ledger/index.js';
import { openDatabase } from '../../src/platform/db/database.js';
import { type Client, onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { decide, newDeposit, payoutReadyMember, useMoneyApp, withdraw } from './money-helpers.js';

// Money under real concurrency, and two app nodes: only meaningful on PostgreSQL (PGlite runs one statement at a time).
const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

describe.skipIf(!onPostgres)('money under concurrency (PostgreSQL)', () => {
  it('50 at once: exactly the affordable ones succeed, the wallet never goes negative', async () => {
    const { client, uid } = await payoutReadyMember(app, operator, '100.00');
    // 10.00 + 2.00 fee each: 8 fit in 100.00 (96.00), the 9th would not.
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(client, '10.00')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 422)).toHaveLength(42);
    for (const r of results.filter((x) => x.status === 422)) {
      expect((r.body as unknown as ApiError).error.code).toBe('INSUFFICIENT_FUNDS');
    }
    expect(await balanceOf(app.ctx.db, uid, 'wallet')).toBe(4_00n);
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(96_00n);
    expect((await client.get<WalletSummary>('/api/wallet')).body.pendingWithdrawals).toEqual({
      count: 8,
      amount: '96.00',
    });
  });

  it('cancel and mark paid racing on one withdrawal: one wins, the money goes one way', async () => {
    const { client, uid } = await payoutReadyMember(app, operator, '50.00');
    const w = (await withdraw(client, '20.00')).body;
    await decide(operator, `/api/admin/withdrawals/${w.slug}/approve`);
    const results = await Promise.all([
      decide(operator, `/api/admin/withdrawals/${w.slug}/mark-paid`, { payoutReference: 'SEPA-77' }),
      decide(operator, `/api/admin/withdrawals/${w.slug}/reject`, { reason: 'Bank refused it' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const wallet = await balanceOf(app.ctx.db, uid, 'wallet');
    expect([28_00n, 50_00n]).toContain(wallet);
    expect(await balanceOf(app.ctx.db, uid, 'held')).toBe(0n);
  });

  it('invoice expiry runs on one node: two nodes polling at once expire each invoice once', async () => {
    const pool = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: app.database.schema, poolSize: 5 });
    const nodeB = await startTestApp({}, { database: pool });
    try {
      const { client } = await signedInMember(app);
      const invoices = await Promise.all(Array.from({ length: 5 }, () => newDeposit(client, '20.00')));
      const later = new Date(Date.now() + 49 * 3_600_000);
      const [a, b] = await Promise.all([app.ctx.jobs.runDue({ at: later }), nodeB.ctx.jobs.runDue({ at: later })]);
      expect(a.failed + b.failed).toBe(0);
      const rows = await app.ctx.db
        .selectFrom('deposit_invoice')
        .select('status')
        .where(
          'slug',
          'in',
          invoices.map((i) => i.slug),
        )
        .execute();
      expect(rows.map((r) => r.status)).toEqual(Array(5).fill('expired'));
      const jobs = await app.ctx.db
        .selectFrom('job')
        .select(['state', 'attempts'])
        .where('queue', '=', 'money.deposit-expiry')
        .execute();
      expect(jobs.filter((j) => j.state === 'done' && j.attempts === 1)).toHaveLength(jobs.length);
    } finally {
      await nodeB.stop();
      await pool.close();
    }
  });
});
