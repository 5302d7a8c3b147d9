import type { InvestmentDetail, ProfitRun } from '@member-area/shared';
import { dayProfit } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { PROFIT_QUEUE, payProfitForDay } from '../../src/modules/investments/index.js';
import { balances, fundedMember, investIn, newPackage, runProfit, START, useInvestApp } from './investment-helpers.js';

const t = useInvestApp();

/** Profit rows of one investment, by day. */
async function paidDays(number: string) {
  const rows = await t.app.ctx.db
    .selectFrom('investment_profit')
    .select(['day_index', 'amount'])
    .where('investment_id', '=', BigInt(number.slice(2)))
    .orderBy('day_index')
    .execute();
  return rows.map((r) => [r.day_index, r.amount]);
}

/** The recurring job, as a node's poll runs it at the clock's time. */
const runJob = () => t.app.ctx.jobs.runDue({ at: t.clock.now() });

describe('daily profit, exactly once', () => {
  it('one day run twice pays once, and the second run says so', async () => {
    t.clock.set(START);
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '1000');
    const inv = (await investIn(m.client, pkg.slug, '1000')).body;
    const first = await runProfit(t.operator, '2027-06-11');
    expect(first).toMatchObject({ paid: expect.any(Number), alreadyPaid: false });
    expect(first.paid).toBeGreaterThanOrEqual(1);
    const second = await runProfit(t.operator, '2027-06-11');
    expect(second).toMatchObject({ paid: 0, total: '0.00', alreadyPaid: true });
    expect(second.message).toBe('2027-06-11 was already paid: nothing was paid again.');
    expect(await paidDays(inv.number)).toEqual([[1, 1_000n]]);
    expect((await balances(t.app, m.uid)).profit).toBe(1_000n);
    const runs = await t.operator.get<{ runs: ProfitRun[] }>('/api/admin/profit-runs');
    expect(runs.body.runs.slice(0, 2).map((r) => [r.day, r.source, r.paid])).toEqual([
      ['2027-06-11', 'operator', 0],
      ['2027-06-11', 'operator', first.paid],
    ]);
  });

  it('the operator may pay tomorrow but not later; the day before the start pays nothing', async () => {
    t.clock.set('2027-07-01T08:00:00Z');
    const pkg = await newPackage(t.operator, { durationDays: 3 });
    const m = await fundedMember(t, '100');
    const inv = (await investIn(m.client, pkg.slug, '100')).body;
    const late = await t.operator.request(
      'POST',
      '/api/admin/profit-runs',
      { day: '2027-07-03' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(late.status).toBe(400);
    await runProfit(t.operator, '2027-07-01');
    expect(await paidDays(inv.number)).toEqual([]);
    await runProfit(t.operator, '2027-07-02');
    expect(await paidDays(inv.number)).toEqual([[1, 150n]]);
  });

  it('after downtime the job pays every missed day, once each', async () => {
    t.clock.set('2027-08-01T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '2', durationDays: 30 });
    const m = await fundedMember(t, '100');
    const inv = (await investIn(m.client, pkg.slug, '100')).body;
    await runJob(); // today: nothing due yet
    expect(await paidDays(inv.number)).toEqual([]);
    t.clock.advanceDays(3); // the app was down for three days
    await runJob();
    expect(await paidDays(inv.number)).toEqual([
      [1, 200n],
      [2, 200n],
      [3, 200n],
    ]);
    t.clock.advanceDays(0.01); // a later poll the same day
    await runJob();
    expect(await paidDays(inv.number)).toHaveLength(3);
    const jobs = await t.app.ctx.db.selectFrom('job').select('state').where('queue', '=', PROFIT_QUEUE).execute();
    expect(jobs.every((j) => j.state === 'done')).toBe(true);
    expect((await balances(t.app, m.uid)).profit).toBe(600n);
  });

  it('at maturity the investment completes and the capital returns to the wallet', async () => {
    t.clock.set('2027-09-01T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 2, capitalReturned: true });
    const m = await fundedMember(t, '300');
    const inv = (await investIn(m.client, pkg.slug, '300')).body;
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 0n, invested: 30_000n, profit: 0n });
    t.clock.advanceDays(2);
    await runJob();
    const done = await m.client.get<InvestmentDetail>(`/api/investments/${inv.number}`);
    expect(done.body).toMatchObject({ status: 'completed', daysPaid: 2, profitPaid: '6.00', nextPayoutDay: null });
    expect(done.body.schedule.every((d) => d.paid)).toBe(true);
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 30_000n, invested: 0n, profit: 600n });
    t.clock.advanceDays(1);
    await runJob();
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 30_000n, invested: 0n, profit: 600n });
  });

  it('at maturity without capital return the capital stays with the platform', async () => {
    t.clock.set('2027-10-01T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '10', durationDays: 2, capitalReturned: false });
    const m = await fundedMember(t, '100');
    const inv = (await investIn(m.client, pkg.slug, '100')).body;
    await runProfit(t.operator, '2027-10-02');
    t.clock.advanceDays(1);
    await runProfit(t.operator, '2027-10-03');
    const done = await m.client.get<InvestmentDetail>(`/api/investments/${inv.number}`);
    expect(done.body.status).toBe('completed');
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 0n, invested: 0n, profit: 2_000n });
    const capital = await t.app.ctx.db
      .selectFrom('ledger_transfer')
      .select(['kind', 'amount'])
      .where('reference', '=', inv.number)
      .where('kind', 'like', 'investment.capital%')
      .execute();
    expect(capital).toEqual([{ kind: 'investment.capital_retained', amount: 10_000n }]);
  });

  it('pays a whole term exactly: floor per day with the remainder carried', async () => {
    t.clock.set('2027-11-01T12:00:00Z');
    // 333.33 at 1.2345 % for 7 days: 4.114958… a day, 28.804711… over the term.
    const pkg = await newPackage(t.operator, { dailyRate: '1.2345', durationDays: 7 });
    const m = await fundedMember(t, '333.33');
    const inv = (await investIn(m.client, pkg.slug, '333.33')).body;
    expect(inv.totalProfit).toBe('28.80');
    t.clock.advanceDays(7);
    await runJob();
    const paid = await paidDays(inv.number);
    expect(paid.map(([, a]) => a)).toEqual([411n, 411n, 412n, 411n, 412n, 411n, 412n]);
    expect(paid.reduce((s, [, a]) => s + BigInt(a ?? 0), 0n)).toBe(2_880n);
    expect(paid.map(([k]) => dayProfit(33_333n, 12_345, Number(k)))).toEqual(paid.map(([, a]) => a));
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 33_333n, invested: 0n, profit: 2_880n });
  });

  it('batches are cut by member: a member with more investments than a batch is paid whole, each once', async () => {
    t.clock.set('2027-12-01T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 30 });
    const members = [];
    for (const count of [3, 1, 2]) {
      const m = await fundedMember(t, String(100 * count));
      for (let i = 0; i < count; i++) await investIn(m.client, pkg.slug, '100');
      members.push({ ...m, count });
    }
    // Batches of 2 on two workers: the first member's 3 investments are one batch on their own.
    const result = await payProfitForDay(t.app.ctx, '2027-12-02', { batch: 2, workers: 2 });
    expect(result.paid).toBeGreaterThanOrEqual(6);
    for (const m of members) expect((await balances(t.app, m.uid)).profit).toBe(100n * BigInt(m.count));
    const again = await payProfitForDay(t.app.ctx, '2027-12-02', { batch: 2, workers: 2 });
    expect(again.paid).toBe(0);
    for (const m of members) expect((await balances(t.app, m.uid)).profit).toBe(100n * BigInt(m.count));
  });

  it('a changed package leaves running investments alone', async () => {
    t.clock.set('2027-12-01T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 3, capitalReturned: true });
    const m = await fundedMember(t, '100');
    const inv = (await investIn(m.client, pkg.slug, '100')).body;
    const edited = await t.operator.request('PUT', `/api/admin/investment-packages/${pkg.id}`, {
      name: 'Changed',
      slug: pkg.slug,
      minAmount: '10',
      maxAmount: '10000',
      dailyRate: '9',
      durationDays: 30,
      capitalReturned: false,
      referralRates: ['7'],
    });
    expect(edited.status).toBe(200);
    t.clock.advanceDays(3);
    await runJob();
    const done = await m.client.get<InvestmentDetail>(`/api/investments/${inv.number}`);
    expect(done.body).toMatchObject({
      packageName: pkg.name,
      dailyRateE4: 10_000,
      durationDays: 3,
      capitalReturned: true,
      referralRatesE4: [50_000, 20_000, 10_000],
      status: 'completed',
      profitPaid: '3.00',
    });
    expect(await balances(t.app, m.uid)).toEqual({ wallet: 10_000n, invested: 0n, profit: 300n });
  });

  it('the reconciliation shows per day what was expected and paid, with no difference', async () => {
    const res = await t.operator.get<{
      days: { day: string; expected: string; paid: string; difference: string; expectedCount: number }[];
    }>('/api/admin/profit-reconciliation?days=60');
    expect(res.status).toBe(200);
    const paidDays = res.body.days.filter((d) => d.expectedCount > 0);
    expect(paidDays.length).toBeGreaterThan(0);
    expect(paidDays.every((d) => d.difference === '0.00')).toBe(true);
  });

  it('a day never run shows as a difference in the reconciliation', async () => {
    t.clock.set('2028-01-10T12:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 3 });
    const m = await fundedMember(t, '100');
    await investIn(m.client, pkg.slug, '100');
    t.clock.advanceDays(1);
    const res = await t.operator.get<{ days: { day: string; expected: string; paid: string; difference: string }[] }>(
      '/api/admin/profit-reconciliation?days=1',
    );
    expect(res.body.days).toEqual([
      expect.objectContaining({ day: '2028-01-11', expected: '1.00', paid: '0.00', difference: '-1.00' }),
    ]);
    await runProfit(t.operator, '2028-01-11');
  });
});
