import type { DailyFigure, InvestmentSummary, Reconciliation } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../harness.js';
import { balances, fundedMember, investIn, newPackage, runProfit, useInvestApp } from './investment-helpers.js';

// A day paid ahead of today ("Run profit for a date" allows tomorrow): every operator figure
// counts it on its own day, as the ledger and the member's chart do, and says its range runs on.
const t = useInvestApp();

describe('profit paid a day ahead', () => {
  it('is in the console’s profit figure and the reconciliation, which end on that day', async () => {
    t.clock.set('2027-09-01T10:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '300');
    expect((await investIn(m.client, pkg.slug, '300')).status).toBe(201);
    t.clock.set('2027-09-02T10:00:00Z');
    await runProfit(t.operator, '2027-09-02');

    // Nothing ahead yet: both end today.
    let figure = (await t.operator.get<DailyFigure>('/api/admin/console/figures/profit?days=7')).body;
    expect(figure).toMatchObject({ today: '2027-09-02', through: '2027-09-02' });
    expect(figure.total).toEqual({ count: 1, amount: '3.00' });

    // The operator pays tomorrow ahead.
    await runProfit(t.operator, '2027-09-03');
    const res = await t.operator.get<DailyFigure>('/api/admin/console/figures/profit?days=7');
    expect(res.status).toBe(200);
    figure = res.body;
    expect(figure).toMatchObject({ today: '2027-09-02', through: '2027-09-03' });
    expect(figure.points).toHaveLength(7);
    expect(figure.points[0]?.day).toBe('2027-08-28');
    expect(figure.points.slice(-2)).toEqual([
      { day: '2027-09-02', count: 1, amount: '3.00' },
      { day: '2027-09-03', count: 1, amount: '3.00' },
    ]);
    expect(figure.total).toEqual({ count: 2, amount: '6.00' });

    // The same as the ledger and the member's own figures.
    expect((await balances(t.app, m.uid)).profit).toBe(600n);
    const summary = (await m.client.get<InvestmentSummary>('/api/investments/summary')).body;
    expect(summary).toMatchObject({ through: '2027-09-03', profitToDate: '6.00' });

    // Figures dated by when they happened still end today (UTC).
    const members = (await t.operator.get<DailyFigure>('/api/admin/console/figures/members?days=7')).body;
    expect(members).toMatchObject({ today: '2027-09-02', through: '2027-09-02' });
    expect(members.points.at(-1)?.day).toBe('2027-09-02');

    // The reconciliation: the day ahead is its newest day, paid as expected.
    const rec = await t.operator.get<Reconciliation>('/api/admin/profit-reconciliation?days=3');
    expect(rec.status).toBe(200);
    expect(rec.body).toMatchObject({ today: '2027-09-02', through: '2027-09-03' });
    expect(rec.body.days.map((d) => [d.day, d.paid, d.paidCount, d.difference])).toEqual([
      ['2027-09-03', '3.00', 1, '0.00'],
      ['2027-09-02', '3.00', 1, '0.00'],
      ['2027-09-01', '0.00', 0, '0.00'],
    ]);

    await expectLedgerSound(t.app);
  });
});
