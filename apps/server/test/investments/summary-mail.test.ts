import type { InvestmentSummary, SummaryMailSetting } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { payProfitForDay } from '../../src/modules/investments/pay-profit.js';
import { mailDaySummaries } from '../../src/modules/investments/summary-mail.js';
import { fundedMember, investIn, key, newPackage, runProfit, START, useInvestApp } from './investment-helpers.js';

const t = useInvestApp();

/** The profit summary mails in the outbox to one address. */
async function summariesTo(email: string) {
  return t.app.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body', 'link'])
    .where('to_address', '=', email.toLowerCase())
    .where('subject', 'like', 'Your profit for %')
    .execute();
}

describe('the daily profit summary mail', () => {
  it('is off by default; on, it mails once per day however often the day runs; off, never', async () => {
    t.clock.set(START);
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const on = await fundedMember(t, '2000');
    const off = await fundedMember(t, '1000');
    expect((await on.client.get<SummaryMailSetting>('/api/investments/summary-mail')).body).toEqual({
      dailySummaryMail: false,
    });
    const set = await on.client.request<SummaryMailSetting>('PUT', '/api/investments/summary-mail', {
      dailySummaryMail: true,
    });
    expect(set.status).toBe(200);
    expect((await on.client.get<SummaryMailSetting>('/api/investments/summary-mail')).body).toEqual({
      dailySummaryMail: true,
    });
    // Bad input: 400, nothing changed.
    const bad = await off.client.request('PUT', '/api/investments/summary-mail', { dailySummaryMail: 'yes' });
    expect(bad.status).toBe(400);
    expect((await off.client.get<SummaryMailSetting>('/api/investments/summary-mail')).body.dailySummaryMail).toBe(
      false,
    );

    expect((await investIn(on.client, pkg.slug, '1000', key())).status).toBe(201);
    expect((await investIn(on.client, pkg.slug, '1000', key())).status).toBe(201);
    expect((await investIn(off.client, pkg.slug, '1000', key())).status).toBe(201);

    await runProfit(t.operator, '2027-06-11');
    const mails = await summariesTo(on.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your profit for 2027-06-11: 20\.00 USD/);
    expect(mails[0]?.body).toContain('(2 investments)');
    expect(mails[0]?.link).toMatch(/\/funds-profit$/);
    expect(await summariesTo(off.input.email)).toHaveLength(0);

    // The same day again (a rerun, the job's catch-up, a second node): no second mail.
    await runProfit(t.operator, '2027-06-11');
    await Promise.all([payProfitForDay(t.app.ctx, '2027-06-11'), mailDaySummaries(t.app.ctx, '2027-06-11')]);
    expect(await mailDaySummaries(t.app.ctx, '2027-06-11')).toBe(0);
    expect(await summariesTo(on.input.email)).toHaveLength(1);

    // The next day mails again; turned off, it stops.
    t.clock.set('2027-06-11T10:00:00Z');
    await runProfit(t.operator, '2027-06-12');
    expect(await summariesTo(on.input.email)).toHaveLength(2);
    await on.client.request('PUT', '/api/investments/summary-mail', { dailySummaryMail: false });
    t.clock.set('2027-06-12T10:00:00Z');
    await runProfit(t.operator, '2027-06-13');
    expect(await summariesTo(on.input.email)).toHaveLength(2);
    expect(await summariesTo(off.input.email)).toHaveLength(0);
  });
});

describe('the dashboard chart’s window', () => {
  it('ends today and includes it; profit paid ahead for tomorrow moves the end to that day', async () => {
    t.clock.set('2027-08-01T10:00:00Z');
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '100');
    expect((await investIn(m.client, pkg.slug, '100')).status).toBe(201);
    t.clock.set('2027-08-02T10:00:00Z');
    await runProfit(t.operator, '2027-08-02');
    let s = (await m.client.get<InvestmentSummary>('/api/investments/summary')).body;
    expect(s).toMatchObject({ today: '2027-08-02', through: '2027-08-02', profitToday: '1.00' });
    expect(s.daily).toHaveLength(30);
    expect(s.daily[0]?.day).toBe('2027-07-04');
    expect(s.daily.at(-1)).toEqual({ day: '2027-08-02', amount: '1.00' });

    // The operator pays tomorrow ahead: it shows on its own day, not dropped, not counted as today.
    await runProfit(t.operator, '2027-08-03');
    s = (await m.client.get<InvestmentSummary>('/api/investments/summary')).body;
    expect(s).toMatchObject({ today: '2027-08-02', through: '2027-08-03', profitToday: '1.00', profitToDate: '2.00' });
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-2)).toEqual({ day: '2027-08-02', amount: '1.00' });
    expect(s.daily.at(-1)).toEqual({ day: '2027-08-03', amount: '1.00' });
  });
});
