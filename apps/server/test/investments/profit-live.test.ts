import type { LiveMessage } from '@member-area/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { investmentsTopic } from '../../src/modules/investments/investments.live.js';
import { investmentSummary } from '../../src/modules/investments/read-investments.js';
import { checkInvariants, isSound } from '../../src/modules/ledger/index.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { openLive } from '../live-client.js';
import { rowsFetched } from '../query-plan.js';
import { fundedMember, investIn, newPackage, runProfit, useInvestApp } from './investment-helpers.js';

const t = useInvestApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.server.listen({ port: 0, host: '127.0.0.1' });
});

describe('a daily payout, live', () => {
  it('reaches the member’s open tab: the funds topic with the new profit fund, the investments topic with the investment figures', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '1000');
    const live = await openLive(baseUrl, m.client);
    await live.next((msg: LiveMessage) => msg.topic === 'funds');
    expect((await investIn(m.client, pkg.slug, '1000')).status).toBe(201);
    const opened = await live.next((msg: LiveMessage) => msg.topic === 'investments' && msg.data.active === 1);
    expect(opened.topic === 'investments' && opened.data).toEqual({
      invested: '1000.00',
      active: 1,
      profitToDate: '0.00',
    });

    await runProfit(t.operator, '2027-06-11');
    const funds = await live.next((msg: LiveMessage) => msg.topic === 'funds' && msg.data.profit === '10.00');
    expect(funds.topic === 'funds' && funds.data).toEqual({ profit: '10.00', bonus: '0.00' });
    const figures = await live.next(
      (msg: LiveMessage) => msg.topic === 'investments' && msg.data.profitToDate === '10.00',
    );
    // Investment figures only: the fund's balance is not on this topic.
    expect(figures.topic === 'investments' && figures.data).toEqual({
      invested: '1000.00',
      active: 1,
      profitToDate: '10.00',
    });
    live.close();
  });
});

describe("a member's investment figures with years of investments", () => {
  it('come from one kept row, not from the 2,000 investments the member completed nor their 20,000 paid days', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '1000');
    expect((await investIn(m.client, pkg.slug, '1000')).status).toBe(201);
    // Two thousand finished investments and their ten paid days each, as years of daily payouts
    // leave them (one insert: the figures' trigger runs once for the statement).
    await sql`
      with old as (
        insert into investment (member_id, package_id, package_name, package_slug, amount, daily_rate_e4,
          duration_days, capital_returned, referral_rates_e4, status, start_day, end_day, days_paid, profit_paid,
          completed_at)
        select ${m.uid}, ${pkg.id}, 'Old', 'old', 10000, 10000, 10, true, '{}', 'completed',
          date '2020-01-01' + g, date '2020-01-01' + g + 10, 10, 1000, now()
        from generate_series(1, 2000) g
        returning id, start_day
      )
      insert into investment_profit (investment_id, day, day_index, member_id, amount)
      select id, start_day + k, k, ${m.uid}, 100 from old, generate_series(1, 10) k
    `.execute(t.app.ctx.db);

    const read = investmentsTopic.read;
    if (!read) throw new Error('the investments topic reads its state');
    const { result: figures, fetched } = await rowsFetched(t.app.ctx.db, (conn) => read(conn, m.uid));
    expect(figures).toEqual({ invested: '1000.00', active: 1, profitToDate: '20000.00' });
    expect(fetched.investment).toBe(0);

    // The dashboard: the same kept row, and of the paid days only today's and the chart's 30.
    const dashboard = await rowsFetched(t.app.ctx.db, (conn) => investmentSummary({ ...t.app.ctx, db: conn }, m.uid));
    expect(dashboard.result).toMatchObject({ totalInvested: '1000.00', activeCount: 1, profitToDate: '20000.00' });
    expect(dashboard.fetched.investment).toBe(0);
    expect(dashboard.fetched.investment_profit, JSON.stringify(dashboard.fetched)).toBeLessThan(50);
  });

  it('are checked against the investments: a kept row that drifts is reported', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '500');
    expect((await investIn(m.client, pkg.slug, '500')).status).toBe(201);
    // Broken on purpose inside a rolled-back transaction.
    await withTransaction(t.app.ctx, async (trx) => {
      await sql`update member_investment_figures set active = 3 where member_id = ${m.uid}`.execute(trx);
      const inv = await checkInvariants(trx);
      expect(isSound(inv)).toBe(false);
      expect(inv.figuresMismatch).toEqual([
        {
          memberId: m.uid,
          kept: 'invested 50000 cents, 3 active, profit 0 cents',
          fromRows: 'invested 50000 cents, 1 active, profit 0 cents',
        },
      ]);
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
  });
});
