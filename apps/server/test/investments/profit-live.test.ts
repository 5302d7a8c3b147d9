import type { LiveMessage } from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { openLive } from '../live-client.js';
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
