import {
  type ApiError,
  type ChatMessagesResponse,
  chatIdOf,
  type LiveMessage,
  type OpenChatResponse,
  type SendChatMessageResponse,
  type SupportThreadResponse,
  type SupportThreadsResponse,
} from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, countRows, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';
import { samePixels } from '../uploads.js';
import { png, sendMultipart } from './chat-fixtures.js';

let app: TestApp;
let baseUrl: string;
let operator: Client;
let supportId: string;
beforeAll(async () => {
  app = await startTestApp({ CHAT_RATE_LIMIT_MAX: '5', CHAT_RATE_LIMIT_WINDOW_SECONDS: '60' });
  baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  operator = await signedInOperator(app);
  const row = await app.ctx.db.selectFrom('settings').select('support_user_id').executeTakeFirstOrThrow();
  supportId = row.support_user_id ?? '';
});
afterAll(() => app.stop());

const send = (client: Client, chatId: string, text: string) =>
  client.post<SendChatMessageResponse & ApiError>(`/api/chat/${chatId}/messages`, { text });

async function openedChat() {
  const member = await signedInMember(app);
  const chat = await member.client.get<OpenChatResponse>('/api/chat');
  expect(chat.status).toBe(200);
  return { ...member, chatId: chat.body.chatId, chat: chat.body };
}

const indexOf = (userId: string) =>
  app.ctx.db.selectFrom('user_chat').selectAll().where('user_id', '=', userId).execute();

describe('chat thread', () => {
  it('keys the thread by the two user ids with the larger first', () => {
    expect(chatIdOf('b', 'a')).toBe('ba');
    expect(chatIdOf('a', 'b')).toBe('ba');
    expect(chatIdOf('Zed', 'abc')).toBe('abcZed');
  });

  it('creates the thread and both index entries when the chat is opened, once', async () => {
    const member = await signedInMember(app);
    expect(await indexOf(member.uid)).toEqual([]);
    const first = await member.client.get<OpenChatResponse>('/api/chat');
    expect(first.status).toBe(200);
    const larger = member.uid > supportId ? member.uid : supportId;
    const smaller = larger === member.uid ? supportId : member.uid;
    expect(first.body).toMatchObject({
      chatId: `${larger}${smaller}`,
      me: member.uid,
      partner: { uid: supportId, displayName: 'Support Team', photoURL: '/support-avatar.svg' },
      unread: 0,
      messages: [],
    });
    const thread = await app.ctx.db.selectFrom('chat_thread').selectAll().where('id', '=', first.body.chatId).execute();
    expect(thread).toHaveLength(1);
    expect(await indexOf(member.uid)).toMatchObject([{ chat_id: first.body.chatId, partner_id: supportId }]);
    const supportEntries = await indexOf(supportId);
    expect(supportEntries.filter((e) => e.partner_id === member.uid)).toHaveLength(1);

    // The inbox lists a thread once it holds a message.
    const inbox = await operator.get<SupportThreadsResponse>('/api/admin/support/threads?pageSize=100');
    expect(inbox.body.rows.map((r) => r.chatId)).not.toContain(first.body.chatId);

    const again = await member.client.get<OpenChatResponse>('/api/chat');
    expect(again.body.chatId).toBe(first.body.chatId);
    expect(await indexOf(member.uid)).toHaveLength(1);
  });

  it('updates lastMessage and date in both indexes and counts unread for the receiver', async () => {
    const { client, uid, chatId } = await openedChat();
    const res = await send(client, chatId, 'Hello, I need help');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ chatId, text: 'Hello, I need help', senderId: uid, img: null });
    const [mine] = await indexOf(uid);
    const theirs = (await indexOf(supportId)).find((e) => e.chat_id === chatId);
    expect(mine).toMatchObject({
      last_message: 'Hello, I need help',
      unread: 0,
      last_message_id: res.body.message?.id,
    });
    expect(theirs).toMatchObject({
      last_message: 'Hello, I need help',
      unread: 1,
      last_message_id: res.body.message?.id,
    });
    expect(mine?.date?.getTime()).toBe(theirs?.date?.getTime());

    const inbox = await operator.get<SupportThreadsResponse>('/api/admin/support/threads');
    expect(inbox.body.rows[0]).toMatchObject({ chatId, memberId: uid, lastMessage: 'Hello, I need help', unread: 1 });
    expect(inbox.body.unreadThreads).toBeGreaterThanOrEqual(1);

    // The operator answers as the support contact; the member's index counts it unread.
    const reply = await operator.post<SendChatMessageResponse>(`/api/admin/support/threads/${chatId}/messages`, {
      text: 'Hi! How can we help?',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatchObject({ senderId: supportId, text: 'Hi! How can we help?' });
    expect((await indexOf(uid))[0]).toMatchObject({ last_message: 'Hi! How can we help?', unread: 1 });
    const opened = await client.get<OpenChatResponse>('/api/chat');
    expect(opened.body.unread).toBe(1);
    expect(opened.body.messages.map((m) => m.text)).toEqual(['Hello, I need help', 'Hi! How can we help?']);

    expect((await client.post(`/api/chat/${chatId}/read`)).status).toBe(200);
    expect((await indexOf(uid))[0]?.unread).toBe(0);
    expect((await operator.post(`/api/admin/support/threads/${chatId}/read`)).status).toBe(200);
    const thread = await operator.get<SupportThreadResponse>(`/api/admin/support/threads/${chatId}`);
    expect(thread.body.thread.unread).toBe(0);
    expect(thread.body.messages).toHaveLength(2);

    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'support.reply')
      .execute();
    expect(audit).toContainEqual({ action: 'support.reply', target_id: uid });
  });

  it('ignores an empty message: nothing is stored', async () => {
    const { client, uid, chatId } = await openedChat();
    for (const text of ['', '   ']) {
      const res = await send(client, chatId, text);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: null });
    }
    const multipart = await sendMultipart(client, `/api/chat/${chatId}/messages`, '');
    expect(multipart.body).toEqual({ message: null });
    // A NUL in the multipart text is refused like one in JSON (it reached the database: 500).
    const nul = await sendMultipart(client, `/api/chat/${chatId}/messages`, 'a\u0000b');
    expect(nul.status).toBe(400);
    expect(nul.body.error?.message).toMatch(/NUL character/);
    const messages = await client.get<ChatMessagesResponse>(`/api/chat/${chatId}/messages`);
    expect(messages.body.messages).toEqual([]);
    expect((await indexOf(uid))[0]).toMatchObject({ last_message: '', date: null });
  });

  it('catches up after a reconnect with the messages after the last one seen', async () => {
    const { client, chatId } = await openedChat();
    const first = await send(client, chatId, 'one');
    await send(client, chatId, 'two');
    await operator.post(`/api/admin/support/threads/${chatId}/messages`, { text: 'three' });
    const after = await client.get<ChatMessagesResponse>(
      `/api/chat/${chatId}/messages?after=${first.body.message?.id}`,
    );
    expect(after.body.messages.map((m) => m.text)).toEqual(['two', 'three']);
    const before = await client.get<ChatMessagesResponse>(
      `/api/chat/${chatId}/messages?before=${after.body.messages[1]?.id}`,
    );
    expect(before.body.messages.map((m) => m.text)).toEqual(['one', 'two']);
  });

  it('refuses a message longer than the limit', async () => {
    const { client, chatId } = await openedChat();
    const res = await send(client, chatId, 'x'.repeat(2001));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('images', () => {
  it('stores an image sniffed by its bytes and serves it to both sides', async () => {
    const { client, chatId } = await openedChat();
    const res = await sendMultipart(client, `/api/chat/${chatId}/messages`, 'see this', {
      filename: 'shot.png',
      type: 'image/png',
      data: png(),
    });
    expect(res.status).toBe(200);
    const img = res.body.message?.img ?? '';
    expect(img).toMatch(/^\/api\/chat\/images\/[0-9a-f-]{36}$/);
    const mine = await client.get(img);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(mine.body as Buffer, png())).toBe(true);
    expect((await operator.get(img)).status).toBe(200);
    // An image alone, without text, is a message too.
    const alone = await sendMultipart(client, `/api/chat/${chatId}/messages`, '', {
      filename: 'a.png',
      type: 'image/png',
      data: png(),
    });
    expect(alone.body.message).toMatchObject({ text: '' });
    expect((await indexOf(alone.body.message?.senderId ?? ''))[0]?.last_message).toBe('📷 Image');
  });

  it('refuses a non-image renamed .png, and stores nothing', async () => {
    const { client, chatId } = await openedChat();
    const files = await countRows(app, 'stored_file');
    const res = await sendMultipart(client, `/api/chat/${chatId}/messages`, 'hi', {
      filename: 'evil.png',
      type: 'image/png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await countRows(app, 'stored_file')).toBe(files);
    const messages = await client.get<ChatMessagesResponse>(`/api/chat/${chatId}/messages`);
    expect(messages.body.messages).toEqual([]);
  });

  it('refuses an image over the size limit', async () => {
    const { client, chatId } = await openedChat();
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await sendMultipart(client, `/api/chat/${chatId}/messages`, 'big', {
      filename: 'big.png',
      type: 'image/png',
      data: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('another member', () => {
  it('cannot read the thread or its images, nor post to it: 404', async () => {
    const { client, chatId } = await openedChat();
    const sent = await sendMultipart(client, `/api/chat/${chatId}/messages`, 'private', {
      filename: 'p.png',
      type: 'image/png',
      data: png(),
    });
    const img = sent.body.message?.img ?? '';
    const third = await openedChat();

    const read = await third.client.get<ApiError>(`/api/chat/${chatId}/messages`);
    expect(read.status).toBe(404);
    expect((await third.client.get(img)).status).toBe(404);
    const post = await send(third.client, chatId, 'let me in');
    expect(post.status).toBe(404);
    expect((await third.client.post(`/api/chat/${chatId}/read`)).status).toBe(404);
    const messages = await client.get<ChatMessagesResponse>(`/api/chat/${chatId}/messages`);
    expect(messages.body.messages.map((m) => m.text)).toEqual(['private']);

    // Signed out: 401; an unknown image: 404; the support inbox is not a member's route: 404.
    expect((await app.client().get(img)).status).toBe(401);
    expect((await client.get('/api/chat/images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.get('/api/admin/support/threads')).status).toBe(404);
    expect((await client.post(`/api/admin/support/threads/${chatId}/messages`, { text: 'x' })).status).toBe(404);
  });

  it('the operator gets 404 for a thread that does not exist', async () => {
    expect((await operator.get('/api/admin/support/threads/nope')).status).toBe(404);
    expect((await operator.post('/api/admin/support/threads/nope/messages', { text: 'x' })).status).toBe(404);
    expect((await operator.get('/api/admin/support/threads/nope/messages')).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('refuses sending past the limit with a clear message, per member', async () => {
    const { client, chatId } = await openedChat();
    for (let i = 0; i < 5; i++) expect((await send(client, chatId, `m${i}`)).status).toBe(200);
    const limited = await send(client, chatId, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.error.message).toMatch(/sending messages too fast\. Wait .+ and send again/);
    // Another member is not affected.
    const other = await openedChat();
    expect((await send(other.client, other.chatId, 'hello')).status).toBe(200);
  });
});

describe('live', () => {
  const isChat = (m: LiveMessage): m is Extract<LiveMessage, { topic: 'chat' }> => m.topic === 'chat';
  const isInbox = (m: LiveMessage): m is Extract<LiveMessage, { topic: 'supportInbox' }> => m.topic === 'supportInbox';

  it('delivers a message to every tab of both sides, and the reply back', async () => {
    const { client, chatId } = await openedChat();
    const memberTabs = await Promise.all([openLive(baseUrl, client), openLive(baseUrl, client)]);
    const operatorTabs = await Promise.all([openLive(baseUrl, operator), openLive(baseUrl, operator)]);
    await Promise.all([...memberTabs, ...operatorTabs].map((t) => t.next((m) => m.topic === 'chat')));

    const sent = await send(client, chatId, 'live hello');
    for (const tab of operatorTabs) {
      const m = await tab.next((x) => isInbox(x) && x.data.recent[0]?.id === sent.body.message?.id);
      expect(isInbox(m) && m.data.recent[0]).toMatchObject({ chatId, text: 'live hello' });
      expect(isInbox(m) && m.data.unreadThreads).toBeGreaterThanOrEqual(1);
    }
    for (const tab of memberTabs) {
      await tab.next((x) => isChat(x) && x.data.threads[0]?.last?.id === sent.body.message?.id);
    }

    const reply = await operator.post<SendChatMessageResponse>(`/api/admin/support/threads/${chatId}/messages`, {
      text: 'live reply',
    });
    for (const tab of memberTabs) {
      const m = await tab.next((x) => isChat(x) && x.data.threads[0]?.last?.id === reply.body.message?.id);
      expect(isChat(m) && m.data.threads[0]).toMatchObject({ chatId, unread: 1, lastMessage: 'live reply' });
    }
    // A member's own live state never carries the inbox.
    const memberInbox = memberTabs[0]?.messages.filter(isInbox) ?? [];
    expect(memberInbox.every((m) => m.data.recent.length === 0 && m.data.unreadThreads === 0)).toBe(true);
    for (const tab of [...memberTabs, ...operatorTabs]) tab.close();
  });

  it('carries the inbox to a support operator too, not only to admins', async () => {
    const support = await signedInMember(app);
    await sql`update "user" set role = 'support' where id = ${support.uid}`.execute(app.ctx.db);
    const { client, chatId } = await openedChat();
    const tab = await openLive(baseUrl, support.client);
    await tab.next(isInbox);
    const sent = await send(client, chatId, 'for the support desk');
    const m = await tab.next((x) => isInbox(x) && x.data.recent[0]?.id === sent.body.message?.id);
    expect(isInbox(m) && m.data.recent[0]).toMatchObject({ chatId, text: 'for the support desk' });
    tab.close();
  });
});

describe('the support contact', () => {
  it('is named as configured (SUPPORT_NAME), taken again at every start', async () => {
    const member = await signedInMember(app);
    expect((await member.client.get<OpenChatResponse>('/api/chat')).body.partner.displayName).toBe('Support Team');
    // A second node on the same database, started with another name (the last test of the file).
    const renamed = await startTestApp({ SUPPORT_NAME: 'Ayla from Support' }, { database: app.database });
    try {
      const chat = await member.client.get<OpenChatResponse>('/api/chat');
      expect(chat.body.partner).toMatchObject({ displayName: 'Ayla from Support', photoURL: '/support-avatar.svg' });
    } finally {
      await renamed.stop();
    }
  });
});
