import type { LiveMessage, OpenChatResponse, SendChatMessageResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { type LiveClient, openLive } from '../live-client.js';

type Inbox = Extract<LiveMessage, { topic: 'supportInbox' }>;
const isInbox = (m: LiveMessage): m is Inbox => m.topic === 'supportInbox';

let app: TestApp;
let baseUrl: string;
let operator: Client;
let secondOperator: Client;
beforeAll(async () => {
  app = await startTestApp();
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  operator = await signedInOperator(app);
  // A second operator: a member given the operators' role.
  const second = await signedInMember(app);
  await app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', second.uid).execute();
  secondOperator = second.client;
});
afterAll(() => app.stop());

async function membersWithChat(n: number) {
  const out: { client: Client; chatId: string }[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const member = await signedInMember(app);
        const chat = await member.client.get<OpenChatResponse>('/api/chat');
        return { client: member.client, chatId: chat.body.chatId };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** What an operator's tab shows: every message of every inbox state it received (as the web merges them). */
const seenBy = (tab: LiveClient) =>
  new Set(tab.messages.filter(isInbox).flatMap((m) => m.data.recent.map((r) => r.id)));

describe('support inbox fan-out', () => {
  it('100 members sending at once: every operator sees every message, in states read once for all of them', async () => {
    const members = await membersWithChat(100);
    const tabs = await Promise.all([
      openLive(baseUrl, operator),
      openLive(baseUrl, operator),
      openLive(baseUrl, secondOperator),
    ]);
    await Promise.all(tabs.map((t) => t.next(isInbox)));
    const before = tabs.map((t) => t.messages.length);

    const sent = await Promise.all(
      members.map((m, i) =>
        m.client.post<SendChatMessageResponse>(`/api/chat/${m.chatId}/messages`, { text: `burst ${i}` }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(members.map(() => 200));
    const ids = sent.map((r) => r.body.message?.id ?? '');

    for (const tab of tabs) {
      // The last change's state: its version, and all 100 threads unread (they are the only ones).
      await tab.next((m) => isInbox(m) && m.data.unreadThreads === 100, 15_000);
      // A refresh that folds k messages lists the newest 50 + k (on PGlite, whose one connection
      // queues the refresh behind the burst, most of it folds into one): every message is in a
      // state. A refresh asked for by the burst's first commit may wait for a connection behind
      // the burst and read all 100 threads with a window of 51: the commits meanwhile folded into
      // the next one, which lists them; so the tab is waited on until every message was in a state.
      await tab.next(() => ids.every((id) => seenBy(tab).has(id)), 15_000).catch(() => undefined);
      const seen = seenBy(tab);
      expect(ids.filter((id) => !seen.has(id))).toEqual([]);
      const states = tab.messages.slice(before[tabs.indexOf(tab)]).filter(isInbox);
      // The inbox is refreshed after the messages commit, those committing meanwhile folded into
      // the next refresh: at most one state per message, in version order, one after the other.
      expect(states.length).toBeGreaterThanOrEqual(1);
      expect(states.length).toBeLessThanOrEqual(100);
      const versions = states.map((s) => s.v);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
      expect(new Set(versions).size).toBe(versions.length);
      // Each state holds every message committed before it was read (the newest 50): a state
      // never has fewer of the burst's messages than the one before it, up to 50.
      const counts = states.map((st) => st.data.recent.filter((r) => ids.includes(r.id)).length);
      for (let i = 1; i < counts.length; i++)
        expect(counts[i]).toBeGreaterThanOrEqual(Math.min(50, counts[i - 1] ?? 0));
      // The first page of threads comes with it: the tab needs to read nothing again.
      const last = states.find((s) => s.v === Math.max(...versions));
      expect(last?.data.threads).toHaveLength(20);
      expect(last?.data.total).toBe(100);
      expect(last?.data.threads[0]?.lastMessage).toMatch(/^burst \d+$/);
    }
    // Every operator got the same states (read once per refresh for all of them).
    const byVersion = (tab: LiveClient) =>
      new Map(tab.messages.filter(isInbox).map((m) => [m.v, JSON.stringify(m.data)] as const));
    const [a, , c] = tabs.map(byVersion);
    for (const [v, data] of a ?? []) if (c?.has(v)) expect(c.get(v)).toBe(data);
    for (const tab of tabs) tab.close();
  }, 120_000);
});
