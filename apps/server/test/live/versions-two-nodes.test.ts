import { randomUUID } from 'node:crypto';
import type { Balance, LiveMessage, Settings } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, isSound } from '../../src/modules/ledger/index.js';
import { type Client, onPostgres, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { type LiveClient, openLive } from '../live-client.js';

// Versions across two app nodes: changes made on node A reach tabs on node B with versions
// that identify their state, so a tab that keeps the newest version always ends on the
// committed state, whatever order snapshots and events arrive in. Events of one topic may
// arrive out of commit order even from one node: PostgreSQL releases a transaction's locks
// before it answers its COMMIT, so the next writer of the same row can commit and be answered
// first (CI once saw the balance's versions 0…6, 8, 7). The tests pin what a tab relies on:
// every change arrives, once, and one version always names one state.
type TopicMessage<T extends LiveMessage['topic']> = Extract<LiveMessage, { topic: T }>;

/** A tab that holds its state: its snapshot has arrived (events may overtake a snapshot still being read). */
async function openWithState(url: string, client: Client): Promise<LiveClient> {
  const tab = await openLive(url, client);
  await tab.next((m) => m.topic === 'balance');
  return tab;
}

/** What a tab shows: the data of the highest version it received (the web's LiveRouter rule). */
function newest<T extends LiveMessage['topic']>(live: LiveClient, topic: T): TopicMessage<T> | undefined {
  let best: TopicMessage<T> | undefined;
  for (const m of live.messages) if (m.topic === topic && (!best || m.v >= best.v)) best = m as TopicMessage<T>;
  return best;
}

/** Across every tab, one version always names one state. */
function expectOneStatePerVersion<T extends LiveMessage['topic']>(
  tabs: LiveClient[],
  topic: T,
  stateOf: (m: TopicMessage<T>) => unknown,
) {
  const seen = new Map<number, unknown>();
  for (const tab of tabs) {
    for (const m of tab.messages) {
      if (m.topic !== topic) continue;
      const state = stateOf(m as TopicMessage<T>);
      if (seen.has(m.v)) expect(state, `${topic} version ${m.v}`).toEqual(seen.get(m.v));
      seen.set(m.v, state);
    }
  }
}

describe.skipIf(!onPostgres)('live versions across two app nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;

  beforeAll(async () => {
    nodeA = await startTestApp({ LIVE_BUS: 'postgres' });
    nodeB = await startTestApp({ LIVE_BUS: 'postgres' }, { database: nodeA.database });
    urlB = await nodeB.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('ends every tab on the committed state, and one version always means one state', async () => {
    const member = await signedInMember(nodeB);
    const operator = await signedInOperator(nodeA);
    const tabs: LiveClient[] = [await openWithState(urlB, member.client)];
    const rates = [0.301, 0.302, 0.303, 0.304, 0.305, 0.306, 0.307, 0.308];
    // Changes race each other on node A while more tabs connect on node B (their snapshots
    // are read while events are in flight).
    await Promise.all([
      ...rates.map((rateKWD) => operator.request('PUT', '/api/admin/settings', { rateKWD })),
      ...[0, 1, 2].map(async (i) => {
        await new Promise((r) => setTimeout(r, 15 * i));
        tabs.push(await openLive(urlB, member.client));
      }),
    ]);
    const committed = (await operator.get<Settings>('/api/admin/settings')).body;
    for (const tab of tabs) {
      await expect.poll(() => newest(tab, 'settings')?.data.rateKWD, { timeout: 15_000 }).toBe(committed.rateKWD);
    }

    expectOneStatePerVersion(tabs, 'settings', (m) => m.data.rateKWD);
    // Eight changes, eight versions, each seen once by the first tab after its snapshot.
    const eventVersions = (tabs[0]?.messages ?? []).filter((m) => m.topic === 'settings').map((m) => m.v);
    const [snapshot = -1, ...afterSnapshot] = eventVersions;
    expect(afterSnapshot).toHaveLength(rates.length);
    expect(new Set(afterSnapshot).size).toBe(rates.length);
    expect(Math.min(...afterSnapshot)).toBeGreaterThan(snapshot);
    for (const tab of tabs) tab.close();
  });

  it('does the same for the balance, whose version is its wallet row', async () => {
    const member = await signedInMember(nodeB);
    const operator = await signedInOperator(nodeA);
    const tabs: LiveClient[] = [await openWithState(urlB, member.client)];
    const credits = ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '7.00', '8.00'];
    await Promise.all([
      ...credits.map((amount) =>
        operator.request(
          'POST',
          `/api/admin/members/${member.uid}/adjustments`,
          { direction: 'credit', amount, reason: 'Versions' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
      ...[0, 1, 2].map(async (i) => {
        await new Promise((r) => setTimeout(r, 15 * i));
        tabs.push(await openLive(urlB, member.client));
      }),
    ]);
    const committed = (await member.client.get<Balance>('/api/balance')).body.balance;
    expect(committed).toBe('36.00');
    for (const tab of tabs)
      await expect.poll(() => newest(tab, 'balance')?.data.balance, { timeout: 15_000 }).toBe(committed);

    expectOneStatePerVersion(tabs, 'balance', (m) => m.data.balance);
    const versions = (tabs[0]?.messages ?? []).filter((m) => m.topic === 'balance').map((m) => m.v);
    expect(versions[0]).toBe(0); // the snapshot of a new wallet
    expect(versions.slice(1).toSorted((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]); // each credit, once
    for (const tab of tabs) tab.close();
    expect(await checkInvariants(nodeA.ctx.db)).toSatisfy(isSound);
  });
});
