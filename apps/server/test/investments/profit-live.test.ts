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
  it('reaches the member’s open tab as the new profit fund, without a reload', async () => {
    const pkg = await newPackage(t.operator, { dailyRate: '1', durationDays: 10 });
    const m = await fundedMember(t, '1000');
    expect((await investIn(m.client, pkg.slug, '1000')).status).toBe(201);
    const live = await openLive(baseUrl, m.client);
    await live.next((msg: LiveMessage) => msg.topic === 'funds');

    await runProfit(t.operator, '2027-06-11');
    const pushed = await live.next((msg: LiveMessage) => msg.topic === 'funds' && msg.data.profit === '10.00');
    expect(pushed.topic === 'funds' && pushed.data).toEqual({ profit: '10.00', bonus: '0.00' });
    live.close();
  });
});
