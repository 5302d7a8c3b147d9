import type {
  ChatMessage,
  MemberProfile,
  Settings,
  SupportInboxState,
  SupportThreadResponse,
} from '@member-area/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api';
import { LIVE_HANDLERS } from '../../app/live-handlers';
import { LiveRouter } from './live-handlers';
import { reconnectDelay } from './useLiveChannel';

const settings: Settings = {
  menuContact: true,
  rateMYR: 4.47,
  rateKRW: 1385.5,
  rateJPY: 151.2,
  rateEUR: 0.92,
  rateKWD: 0.307,
  kycRequiredForWithdrawals: false,
};

describe('live messages', () => {
  it('a balance message replaces the cached balance', () => {
    const client = new QueryClient();
    new LiveRouter(LIVE_HANDLERS).apply(client, { topic: 'balance', v: 1, data: { balance: '1234.50' } });
    expect(client.getQueryData(queryKeys.balance)).toEqual({ balance: '1234.50' });
  });

  it('a settings message updates the settings and the rate list', () => {
    const client = new QueryClient();
    new LiveRouter(LIVE_HANDLERS).apply(client, { topic: 'settings', v: 3, data: settings });
    expect(client.getQueryData(queryKeys.settings)).toEqual(settings);
    expect(client.getQueryData(queryKeys.rates)).toContainEqual({ name: 'EUR', value: 0.92 });
    expect(client.getQueryData(queryKeys.rates)).toHaveLength(5);
  });

  it('a profile message patches userTrading and keeps the rest of the profile', () => {
    const client = new QueryClient();
    const profile = { uid: 'u1', fullName: 'Ada Lovelace', userTrading: false } as MemberProfile;
    client.setQueryData(queryKeys.profile, profile);
    new LiveRouter(LIVE_HANDLERS).apply(client, { topic: 'profile', v: 1, data: { userTrading: true } });
    expect(client.getQueryData(queryKeys.profile)).toEqual({ ...profile, userTrading: true });
  });

  it('a profile message before the profile loaded creates nothing', () => {
    const client = new QueryClient();
    new LiveRouter(LIVE_HANDLERS).apply(client, { topic: 'profile', v: 1, data: { userTrading: true } });
    expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
  });

  it('keeps the newest version: a late, older message never overwrites a newer one', () => {
    const client = new QueryClient();
    const router = new LiveRouter(LIVE_HANDLERS);
    expect(router.apply(client, { topic: 'balance', v: 7, data: { balance: '70.00' } })).toBe(true);
    // e.g. a snapshot read before the change that produced v7, arriving after it
    expect(router.apply(client, { topic: 'balance', v: 6, data: { balance: '60.00' } })).toBe(false);
    expect(client.getQueryData(queryKeys.balance)).toEqual({ balance: '70.00' });
    // the same version again (a snapshot of the same state) is accepted; versions are per topic
    expect(router.apply(client, { topic: 'balance', v: 7, data: { balance: '70.00' } })).toBe(true);
    expect(router.apply(client, { topic: 'settings', v: 1, data: settings })).toBe(true);
  });

  it('lists every registered query for the re-read after a reconnect', () => {
    expect(new LiveRouter(LIVE_HANDLERS).queryKeys).toEqual(
      expect.arrayContaining([
        queryKeys.balance,
        queryKeys.settings,
        queryKeys.rates,
        queryKeys.profile,
        queryKeys.prices,
      ]),
    );
  });
});

describe('support inbox', () => {
  const message = (id: string, at: number): ChatMessage => ({
    id,
    chatId: 'c1',
    text: `text ${id}`,
    senderId: 'member',
    date: new Date(Date.UTC(2026, 0, 1, 0, 0, at)).toISOString(),
    img: null,
  });
  const thread = {
    chatId: 'c1',
    memberId: 'member',
    fullName: 'Ada Member',
    userName: 'ada',
    photoURL: null,
    userTrading: false,
    date: null,
    lastMessage: '',
    unread: 0,
  };
  const state = (recent: ChatMessage[], unread: number): SupportInboxState => ({
    unreadThreads: unread,
    recent,
    threads: [{ ...thread, unread, lastMessage: recent[0]?.text ?? '' }],
    total: 1,
    totalExact: true,
  });

  it('shows what is pushed without reading again, and a late state still adds its messages', () => {
    const client = new QueryClient();
    const key = queryKeys.admin.supportThread('c1');
    client.setQueryData<SupportThreadResponse>(key, { thread, supportId: 'support', messages: [message('m0', 0)] });
    const router = new LiveRouter(LIVE_HANDLERS);
    // v3 (messages 1 and 3) overtook v2, whose state also held message 2.
    router.apply(client, { topic: 'supportInbox', v: 3, data: state([message('m3', 3), message('m1', 1)], 1) });
    expect(
      router.apply(client, { topic: 'supportInbox', v: 2, data: state([message('m2', 2), message('m1', 1)], 5) }),
    ).toBe(false);
    const open = client.getQueryData<SupportThreadResponse>(key);
    expect(open?.messages.map((m) => m.id)).toEqual(['m0', 'm1', 'm2', 'm3']);
    // The list's first page and the unread count are the newest state's, written in place.
    expect(client.getQueryData(queryKeys.admin.supportThreads(1))).toMatchObject({
      rows: [{ chatId: 'c1', unread: 1, lastMessage: 'text m3' }],
      total: 1,
      unreadThreads: 1,
    });
    expect(client.getQueryData<SupportInboxState>(queryKeys.supportInbox)?.unreadThreads).toBe(1);
  });
});

describe('support inbox catch-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an open thread whose row moved past the messages a state carried reads what came after its last one', async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
    const msg = (id: string, s: number): ChatMessage => ({
      id,
      chatId: 'c1',
      text: `text ${id}`,
      senderId: 'member',
      date: at(s),
      img: null,
    });
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(String(url));
      return new Response(JSON.stringify({ messages: [msg('m1', 1), msg('m2', 2)] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = new QueryClient();
    const key = queryKeys.admin.supportThread('c1');
    const row = { chatId: 'c1', memberId: 'member', fullName: 'Ada Member', userName: 'ada', photoURL: null };
    client.setQueryData<SupportThreadResponse>(key, {
      thread: { ...row, userTrading: false, date: at(0), lastMessage: 'text m0', unread: 0 },
      supportId: 'support',
      messages: [msg('m0', 0)],
    });
    // More messages came at once than a state carries: this one holds none of the thread's, but
    // its row says the thread's last message is newer than the tab's.
    new LiveRouter(LIVE_HANDLERS).apply(client, {
      topic: 'supportInbox',
      v: 1,
      data: {
        unreadThreads: 1,
        recent: [],
        threads: [{ ...row, userTrading: false, date: at(2), lastMessage: 'text m2', unread: 2 }],
        total: 1,
        totalExact: true,
      },
    });
    await vi.waitFor(() =>
      expect(client.getQueryData<SupportThreadResponse>(key)?.messages.map((m) => m.id)).toEqual(['m0', 'm1', 'm2']),
    );
    expect(requested).toEqual(['/api/admin/support/threads/c1/messages?after=m0']);
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s and stops at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
