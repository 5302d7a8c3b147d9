import { randomBytes } from 'node:crypto';
import { MAX_PRICE_ALERTS } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';

// Two app nodes on one PostgreSQL: the live bus carries an operator's change made on node A
// to a member connected to node B. Batched NOTIFY always; Redis pub/sub too when
// TEST_REDIS_URL is set (CI sets it).
interface BusCase {
  bus: 'postgres' | 'redis';
  env: Record<string, string>;
}
const redisUrl = process.env.TEST_REDIS_URL;
const buses: BusCase[] = [{ bus: 'postgres', env: { LIVE_BUS: 'postgres' } }];
if (redisUrl) buses.push({ bus: 'redis', env: { LIVE_BUS: 'redis', REDIS_URL: redisUrl } });

describe.skipIf(!onPostgres).each(buses)('live updates across two app nodes on the $bus bus', ({ bus, env }) => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;

  beforeAll(async () => {
    // One secret, as a brand's nodes share it: a member signed in on B is signed in on A.
    const secret = { ...env, AUTH_SECRET: randomBytes(32).toString('hex') };
    nodeA = await startTestApp(secret);
    nodeB = await startTestApp(secret, { database: nodeA.database });
    urlB = await nodeB.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('uses the cross-node bus it was given', () => {
    expect(nodeA.ctx.bus.kind).toBe(bus);
    expect(nodeB.ctx.bus.kind).toBe(bus);
  });

  it('delivers a rate change made on node A to a member connected to node B', async () => {
    const member = await signedInMember(nodeB);
    const live = await openLive(urlB, member.client);
    await live.next((m) => m.topic === 'settings');

    const operatorOnA = await signedInOperator(nodeA);
    const res = await operatorOnA.request('PUT', '/api/admin/settings', { rateKWD: 0.311 });
    expect(res.status).toBe(200);
    const m = await live.next((x) => x.topic === 'settings' && x.data.rateKWD === 0.311);
    expect(m.topic).toBe('settings');
    live.close();
  });

  it('re-reads on node B, by its topic alone, a state too large for one bus message', async () => {
    const member = await signedInMember(nodeB);
    const live = await openLive(urlB, member.client);
    await live.next((m) => m.topic === 'priceAlerts');
    const afterConnect = live.messages.length;
    const sameMemberOnA = nodeA.client();
    for (const [name, value] of member.client.cookies) sameMemberOnA.cookies.set(name, value);
    for (let i = 0; i < MAX_PRICE_ALERTS; i++) {
      const body = { symbol: 'ETH', direction: 'above', price: `${90_000 + i}.00`, rearmStep: '1000.00' };
      expect((await sameMemberOnA.post('/api/trading/alerts', body)).status).toBe(201);
    }
    const full = await live.next((m) => m.topic === 'priceAlerts' && m.data.length === MAX_PRICE_ALERTS);
    // Past NOTIFY's 8,000 bytes: on PostgreSQL it crossed as "re-read priceAlerts", not as state.
    expect(JSON.stringify(full).length).toBeGreaterThan(8000);
    // Only that topic was re-read (and prices kept ticking), not the member's whole snapshot.
    const since = live.messages.slice(afterConnect).map((m) => m.topic);
    expect(new Set(since)).toEqual(new Set(since.includes('prices') ? ['priceAlerts', 'prices'] : ['priceAlerts']));
    live.close();
  });

  it('signs out a member on node B when an operator on node A blocks them', async () => {
    const member = await signedInMember(nodeB);
    const live = await openLive(urlB, member.client);
    const operatorOnA = await signedInOperator(nodeA);
    await operatorOnA.post(`/api/admin/members/${member.uid}/flags`, { flag: 'userBlock', value: true, reason: 'KYC' });
    expect(await live.next((m) => m.topic === 'control')).toEqual({
      topic: 'control',
      v: expect.any(Number),
      data: { action: 'signout', reason: 'your account has been blocked.' },
    });
    expect((await live.closed).code).toBe(4001);
  });
});
