import { type LiveMessage, TICKER_SYMBOLS } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';

let app: TestApp;
let baseUrl: string;
let operator: Client;
beforeAll(async () => {
  app = await startTestApp();
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  operator = await signedInOperator(app);
});
afterAll(() => app.stop());

const topic =
  <T extends LiveMessage['topic']>(t: T) =>
  (m: LiveMessage): m is Extract<LiveMessage, { topic: T }> =>
    m.topic === t;

describe('live channel', () => {
  it('refuses a connection without a session', async () => {
    await expect(openLive(baseUrl, app.client())).rejects.toThrow(/upgrade refused: 401/);
  });

  it('sends the current balance, settings and profile on connect', async () => {
    const { client } = await signedInMember(app);
    const live = await openLive(baseUrl, client);
    expect(await live.next(topic('balance'))).toEqual({ topic: 'balance', v: 0, data: { balance: '0.00' } });
    expect((await live.next(topic('settings'))).data).toMatchObject({ menuContact: true });
    expect(await live.next(topic('profile'))).toEqual({ topic: 'profile', v: 0, data: { userTrading: false } });
    live.close();
  });

  it('streams prices of every ticker symbol against USDT', async () => {
    const { client } = await signedInMember(app);
    const live = await openLive(baseUrl, client);
    const first = await live.next(topic('prices'));
    expect(first.topic === 'prices' && first.data.map((q) => q.symbol)).toEqual([...TICKER_SYMBOLS]);
    // ...and keeps streaming: a second set follows.
    await live.next((m) => m.topic === 'prices' && m !== first);
    expect((await client.get('/api/prices')).status).toBe(200);
    expect((await app.client().get('/api/prices')).status).toBe(401);
    live.close();
  });

  it("pushes an operator's rate change to every open member tab", async () => {
    const a = await signedInMember(app);
    const b = await signedInMember(app);
    const tabs = await Promise.all([
      openLive(baseUrl, a.client),
      openLive(baseUrl, a.client),
      openLive(baseUrl, b.client),
    ]);
    await Promise.all(tabs.map((t) => t.next(topic('settings'))));

    await operator.request('PUT', '/api/admin/settings', { rateEUR: 0.87 });
    for (const tab of tabs) {
      const m = await tab.next((x) => x.topic === 'settings' && x.data.rateEUR === 0.87);
      expect(m.topic).toBe('settings');
    }
    for (const t of tabs) t.close();
  });

  it('pushes Real/Free to that member only', async () => {
    const a = await signedInMember(app);
    const b = await signedInMember(app);
    const [liveA, liveB] = await Promise.all([openLive(baseUrl, a.client), openLive(baseUrl, b.client)]);
    await operator.post(`/api/admin/members/${a.uid}/flags`, { flag: 'userTrading', value: true });
    expect(await liveA.next((m) => m.topic === 'profile' && m.data.userTrading)).toEqual({
      topic: 'profile',
      v: 1,
      data: { userTrading: true },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(liveB.messages.filter((m) => m.topic === 'profile' && m.data.userTrading)).toEqual([]);
    liveA.close();
    liveB.close();
  });

  it('signs out every open tab of a banned member at once and refuses to reconnect', async () => {
    const { client, uid } = await signedInMember(app);
    const tabs = await Promise.all([openLive(baseUrl, client), openLive(baseUrl, client)]);
    const started = Date.now();
    await operator.post(`/api/admin/members/${uid}/flags`, { flag: 'banned', value: true, reason: 'Fraud' });
    for (const tab of tabs) {
      const m = await tab.next(topic('control'));
      expect(m).toEqual({
        topic: 'control',
        v: expect.any(Number),
        data: { action: 'signout', reason: 'your account has been banned.' },
      });
      expect((await tab.closed).code).toBe(4001);
    }
    // Pushed, not found by the 30 s sweep (a loaded machine may take a few seconds).
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(openLive(baseUrl, client)).rejects.toThrow(/upgrade refused: 401/);
  });
});
