import type { ApiError, InvestmentDetail, InvestmentPackage, InvestmentsPage } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../harness.js';
import { balances, fundedMember, investIn, key, newPackage, useInvestApp } from './investment-helpers.js';

const t = useInvestApp();

describe('packages', () => {
  it('a fresh install seeds three active packages, in order', async () => {
    const m = await signedInMember(t.app);
    const res = await m.client.get<{ packages: InvestmentPackage[] }>('/api/investment-packages');
    expect(res.status).toBe(200);
    expect(res.body.packages.slice(0, 3).map((p) => p.slug)).toEqual(['starter', 'growth', 'premium']);
    expect(res.body.packages[2]).toMatchObject({
      dailyRate: '1.2500',
      dailyRateE4: 12500,
      referralRatesE4: [50000, 20000, 10000],
    });
  });

  it('an unknown or inactive package is 404; a member cannot manage packages', async () => {
    const pkg = await newPackage(t.operator);
    const m = await fundedMember(t, '100');
    expect((await t.operator.post(`/api/admin/investment-packages/${pkg.id}/deactivate`)).status).toBe(200);
    expect((await m.client.get(`/api/investment-packages/${pkg.slug}`)).status).toBe(404);
    expect((await m.client.get('/api/investment-packages/no-such')).status).toBe(404);
    const res = await investIn(m.client, pkg.slug, '50');
    expect(res.status).toBe(404);
    expect((await balances(t.app, m.uid)).wallet).toBe(10_000n);
    expect((await m.client.post('/api/admin/investment-packages', {})).status).toBe(404);
  });
  it('refuses referral rates beyond what one investment can pay, and more levels than members see', async () => {
    for (const [referralRates, message] of [
      [['500'], 'The referral rates of all levels add up to at most 100 %'],
      [['60', '30', '20'], 'The referral rates of all levels add up to at most 100 %'],
      [['5', '2', '1', '1'], 'At most 3 referral levels'],
    ] as const) {
      const res = await t.operator.post('/api/admin/investment-packages', {
        name: 'Too generous',
        slug: `too-generous-${Date.now().toString(36)}`,
        minAmount: '10',
        maxAmount: '100',
        dailyRate: '1',
        durationDays: 5,
        capitalReturned: true,
        referralRates,
      });
      expect(res.status, JSON.stringify(referralRates)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await newPackage(t.operator, { referralRates: ['50', '30', '20'] })).referralRatesE4).toEqual([
      500_000, 300_000, 200_000,
    ]);
  });
});

describe('investing', () => {
  it('moves the amount wallet → invested in one transfer, copies the terms, numbers the invoice', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1.25', durationDays: 4, referralRates: ['3', '1'] });
    const m = await fundedMember(t, '500');
    const res = await investIn(m.client, pkg.slug, '200');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      packageSlug: pkg.slug,
      amount: '200.00',
      status: 'active',
      startDay: '2027-06-10',
      endDay: '2027-06-14',
      dailyRateE4: 12500,
      referralRatesE4: [30000, 10000],
      totalProfit: '10.00',
      nextPayoutDay: '2027-06-11',
      nextPayoutAmount: '2.50',
    });
    expect(res.body.number).toMatch(/^I-\d{6}$/);
    expect(res.body.schedule.map((d) => d.day)).toEqual(['2027-06-11', '2027-06-12', '2027-06-13', '2027-06-14']);
    expect(await balances(t.app, m.uid)).toMatchObject({ wallet: 30_000n, invested: 20_000n });
    const transfers = await t.app.ctx.db
      .selectFrom('ledger_transfer')
      .select(['kind', 'amount', 'reference'])
      .where('reference', '=', res.body.number)
      .execute();
    expect(transfers).toEqual([{ kind: 'investment.open', amount: 20_000n, reference: res.body.number }]);
    const mine = await m.client.get<InvestmentsPage>('/api/investments');
    expect(mine.body.rows.map((r) => r.number)).toEqual([res.body.number]);
    const one = await m.client.get<InvestmentDetail>(`/api/investments/${res.body.number}`);
    expect(one.body.schedule).toHaveLength(4);
    const pdf = await m.client.get<Buffer>(`/api/investments/${res.body.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses below the minimum and above the maximum, and nothing changes', async () => {
    const pkg = await newPackage(t.operator, { minAmount: '50', maxAmount: '100' });
    const m = await fundedMember(t, '500');
    for (const amount of ['49.99', '100.01']) {
      const res = await investIn(m.client, pkg.slug, amount);
      expect(res.status).toBe(400);
      expect((res.body as unknown as ApiError).error.details?.fieldErrors?.amount?.[0]).toBe(
        'Enter an amount from 50.00 to 100.00 USD',
      );
    }
    expect(await balances(t.app, m.uid)).toMatchObject({ wallet: 50_000n, invested: 0n });
    const count = await t.app.ctx.db
      .selectFrom('investment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', m.uid)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('refuses terms an operator changed since the member saw them, and nothing changes; the terms shown now buy', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10, capitalReturned: true });
    const m = await fundedMember(t, '500');
    const seen = { dailyRateE4: 10_000, durationDays: 10, capitalReturned: true };
    const { id, name, slug, description, minAmount, maxAmount } = pkg;
    const edited = await t.operator.request('PUT', `/api/admin/investment-packages/${id}`, {
      name,
      slug,
      description,
      minAmount,
      maxAmount,
      dailyRate: '1',
      durationDays: 10,
      capitalReturned: false,
      referralRates: ['5', '2', '1'],
    });
    expect(edited.status).toBe(200);
    const buy = (terms: typeof seen) =>
      m.client.request<InvestmentDetail>(
        'POST',
        '/api/investments',
        { package: slug, amount: '100', terms },
        { 'idempotency-key': key() },
      );
    const refused = await buy(seen);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ApiError).error.message).toBe(
      `The terms of ${name} changed while you were deciding: it now pays 1 % a day for 10 days, capital not returned at the end (paid within the daily profit). Review them and invest again.`,
    );
    expect(await balances(t.app, m.uid)).toMatchObject({ wallet: 50_000n, invested: 0n });
    const bought = await buy({ ...seen, capitalReturned: false });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ capitalReturned: false, amount: '100.00' });
  });

  it('refuses more than the wallet holds with a clear message, and nothing changes', async () => {
    const pkg = await newPackage(t.operator);
    const m = await fundedMember(t, '40');
    const res = await investIn(m.client, pkg.slug, '40.01');
    expect(res.status).toBe(422);
    const error = (res.body as unknown as ApiError).error;
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toContain('Your wallet holds 40.00 USD');
    expect(error.details?.addBalance).toBe('/add-balance');
    expect(await balances(t.app, m.uid)).toMatchObject({ wallet: 4_000n, invested: 0n });
  });

  it('twice with one Idempotency-Key invests once and answers the same', async () => {
    const pkg = await newPackage(t.operator);
    const m = await fundedMember(t, '100');
    const k = key();
    const first = await investIn(m.client, pkg.slug, '60', k);
    const again = await investIn(m.client, pkg.slug, '60', k);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.number).toBe(first.body.number);
    expect(await balances(t.app, m.uid)).toMatchObject({ wallet: 4_000n, invested: 6_000n });
    const other = await investIn(m.client, pkg.slug, '30', k);
    expect(other.status).toBe(422);
  });

  it("another member's investment, invoice and PDF are 404", async () => {
    const pkg = await newPackage(t.operator);
    const owner = await fundedMember(t, '100');
    const res = await investIn(owner.client, pkg.slug, '20');
    const stranger = await signedInMember(t.app);
    expect((await stranger.client.get(`/api/investments/${res.body.number}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/investments/${res.body.number}/pdf`)).status).toBe(404);
    expect((await stranger.client.get('/api/investments/I-999999')).status).toBe(404);
  });
});
