import {
  type ChatIndexEntry,
  type ChatMessage,
  chatImagePath,
  SUPPORT_INBOX_PAGE_SIZE,
  SUPPORT_INBOX_RECENT,
  type SupportInboxState,
  type SupportThread,
} from '@member-area/shared';
import { type InferResult, type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { COUNT_AHEAD, cappedCount, countedPage } from '../../platform/db/counted-page.js';
import { literal } from '../../platform/db/literal.js';
import type { DB } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { Versioned } from '../../platform/live/live-topics.js';

export interface ThreadRow {
  id: string;
  user_high: string;
  user_low: string;
}

export async function findThread(db: Kysely<DB>, chatId: string): Promise<ThreadRow | undefined> {
  return db
    .selectFrom('chat_thread')
    .select(['id', 'user_high', 'user_low'])
    .where('id', '=', chatId)
    .executeTakeFirst();
}

/** Creates the thread and both users' index entries when missing (spec: "create if missing"). */
export async function ensureThread(trx: Tx, chatId: string, high: string, low: string): Promise<void> {
  await trx
    .insertInto('chat_thread')
    .values({ id: chatId, user_high: high, user_low: low })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('user_chat')
    .values([
      { user_id: high, chat_id: chatId, partner_id: low },
      { user_id: low, chat_id: chatId, partner_id: high },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'chat_id']).doNothing())
    .execute();
}

const messageColumns = ['id', 'chat_id', 'sender_id', 'text', 'img_file_id', 'date'] as const;

interface MessageRow {
  id: string;
  chat_id: string;
  sender_id: string;
  text: string;
  img_file_id: string | null;
  /** A Date, or its JSON text when read inside a JSON aggregate. */
  date: Date | string;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    text: row.text,
    senderId: row.sender_id,
    date: new Date(row.date).toISOString(),
    img: row.img_file_id ? chatImagePath(row.img_file_id) : null,
  };
}

/** What an index entry shows as the last message of a thread whose last message is an image. */
const IMAGE_LAST_MESSAGE = '📷 Image';

/**
 * Appends a message and, in the same statement, moves both users' index entries to it (last
 * message, date; the receiver's unread count grows by one), creating missing entries, answering
 * the message's row: one statement for what every message sent does, sent with the COMMIT
 * (`sendMessage`).
 */
export function insertMessageQuery(
  trx: Tx,
  m: { id: string; chatId: string; senderId: string; receiverId: string; text: string; imgFileId: string | null },
) {
  return sql<MessageRow>`
    with message as (
      insert into chat_message (id, chat_id, sender_id, text, img_file_id)
      values (${m.id}, ${m.chatId}, ${m.senderId}, ${m.text}, ${m.imgFileId})
      returning id, chat_id, sender_id, text, img_file_id, date
    ),
    indexes as (
      insert into user_chat (user_id, chat_id, partner_id, date, last_message, last_message_id, unread)
      select side.user_id, message.chat_id, side.partner_id, message.date,
        case when message.text = '' then ${IMAGE_LAST_MESSAGE} else message.text end, message.id, side.unread
      from message,
        (values (${m.senderId}, ${m.receiverId}, 0), (${m.receiverId}, ${m.senderId}, 1)) as side(user_id, partner_id, unread)
      on conflict (user_id, chat_id) do update set
        date = excluded.date, last_message = excluded.last_message, last_message_id = excluded.last_message_id,
        unread = user_chat.unread + excluded.unread
    )
    select * from message
  `.compile(trx);
}

/** A stored message as its row came back from `insertMessageQuery`. */
export function storedMessage(rows: readonly unknown[], id: string): ChatMessage {
  const row = rows[0] as MessageRow | undefined;
  if (!row) throw new Error(`chat message ${id}: not stored`);
  return toChatMessage(row);
}

export async function markRead(db: Kysely<DB>, userId: string, chatId: string): Promise<number> {
  const res = await db
    .updateTable('user_chat')
    .set({ unread: 0 })
    .where('user_id', '=', userId)
    .where('chat_id', '=', chatId)
    .where('unread', '>', literal(0))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Messages of a thread in order: the newest page, or those after / before a given message. */
export async function listMessages(
  db: Kysely<DB>,
  chatId: string,
  page: { after?: string | undefined; before?: string | undefined; limit: number },
): Promise<ChatMessage[]> {
  let q = db.selectFrom('chat_message').select(messageColumns).where('chat_id', '=', chatId);
  if (page.after) {
    const after = page.after;
    q = q.where('seq', '>', (eb) =>
      eb.selectFrom('chat_message').select('seq').where('id', '=', after).where('chat_id', '=', chatId),
    );
    const rows = await q.orderBy('seq', 'asc').limit(page.limit).execute();
    return rows.map(toChatMessage);
  }
  if (page.before) {
    const before = page.before;
    q = q.where('seq', '<', (eb) =>
      eb.selectFrom('chat_message').select('seq').where('id', '=', before).where('chat_id', '=', chatId),
    );
  }
  const rows = await q.orderBy('seq', 'desc').limit(page.limit).execute();
  return rows.reverse().map(toChatMessage);
}

/** The thread an image belongs to (the image of a chat message) and who sent it, if any. */
export async function threadOfImage(
  db: Kysely<DB>,
  fileId: string,
): Promise<(ThreadRow & { sender_id: string }) | undefined> {
  return db
    .selectFrom('chat_message')
    .innerJoin('chat_thread', 'chat_thread.id', 'chat_message.chat_id')
    .select(['chat_thread.id', 'chat_thread.user_high', 'chat_thread.user_low', 'chat_message.sender_id'])
    .where('chat_message.img_file_id', '=', fileId)
    .executeTakeFirst();
}

/** A user's chat index with each thread's partner and newest message, newest thread first. */
export const indexQuery = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('user_chat')
    .innerJoin('user as partner', 'partner.id', 'user_chat.partner_id')
    .leftJoin('chat_message', 'chat_message.id', 'user_chat.last_message_id')
    .select([
      'user_chat.chat_id',
      'user_chat.date',
      'user_chat.last_message',
      'user_chat.unread',
      'partner.id as partner_id',
      'partner.name as partner_name',
      'partner.role as partner_role',
      'chat_message.id as m_id',
      'chat_message.sender_id as m_sender_id',
      'chat_message.text as m_text',
      'chat_message.img_file_id as m_img_file_id',
      'chat_message.date as m_date',
    ])
    .where('user_chat.user_id', '=', userId)
    .orderBy('user_chat.date', (ob) => ob.desc().nullsLast());

type IndexRow = InferResult<ReturnType<typeof indexQuery>>[number];

export async function readIndex(db: Kysely<DB>, userId: string): Promise<ChatIndexEntry[]> {
  return toIndexEntries(await indexQuery(db, userId).limit(100).execute());
}

export function toIndexEntries(rows: readonly IndexRow[]): ChatIndexEntry[] {
  return rows.map((r) => ({
    chatId: r.chat_id,
    userInfo: {
      uid: r.partner_id,
      displayName: r.partner_name,
      photoURL: r.partner_role === 'contact' ? SUPPORT_PHOTO_URL : null,
    },
    date: r.date ? new Date(r.date).toISOString() : null,
    lastMessage: r.last_message,
    unread: r.unread,
    last:
      r.m_id && r.m_sender_id && r.m_date
        ? toChatMessage({
            id: r.m_id,
            chat_id: r.chat_id,
            sender_id: r.m_sender_id,
            text: r.m_text ?? '',
            img_file_id: r.m_img_file_id,
            date: r.m_date,
          })
        : null,
  }));
}

/** The support contact's photo: a picture shipped with the web app (apps/web/public). */
export const SUPPORT_PHOTO_URL = '/support-avatar.svg';

/** The support contact as members see it: the configured name (SUPPORT_NAME) and its photo. */
export async function supportContactOf(
  db: Kysely<DB>,
  userId: string,
): Promise<{ displayName: string; photoURL: string | null }> {
  const row = await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst();
  return { displayName: row?.name ?? '', photoURL: SUPPORT_PHOTO_URL };
}

interface SupportThreadRow {
  chat_id: string;
  date: Date | string | null;
  last_message: string;
  unread: number;
  member_id: string;
  name: string;
  displayUsername: string | null;
  username: string | null;
  image: string | null;
  userTrading: boolean;
}

const toSupportThread = (r: SupportThreadRow): SupportThread => ({
  chatId: r.chat_id,
  memberId: r.member_id,
  fullName: r.name,
  userName: r.displayUsername ?? r.username,
  photoURL: avatarOf(r.member_id, r.image),
  userTrading: r.userTrading,
  date: r.date ? new Date(r.date).toISOString() : null,
  lastMessage: r.last_message,
  unread: r.unread,
});

const avatarOf = (id: string, image: string | null) =>
  image ? `/api/admin/members/${encodeURIComponent(id)}/avatar?v=${encodeURIComponent(image)}` : null;

/** A support thread's row: its index entry and the member it is with. */
const THREAD_COLUMNS = [
  'user_chat.chat_id',
  'user_chat.date',
  'user_chat.last_message',
  'user_chat.unread',
  'member.id as member_id',
  'member.name',
  'member.displayUsername',
  'member.username',
  'member.image',
  'member.userTrading',
] as const;

/** The support contact's threads, each with the member beside it. */
const supportThreadsOf = (db: Kysely<DB>, supportId: string) =>
  db
    .selectFrom('user_chat')
    .innerJoin('user as member', 'member.id', 'user_chat.partner_id')
    .where('user_chat.user_id', '=', supportId);

/** One of the support contact's threads by its id, whatever it holds; undefined when it is not theirs. */
export async function findSupportThread(
  db: Kysely<DB>,
  supportId: string,
  chatId: string,
): Promise<SupportThread | undefined> {
  const row = await supportThreadsOf(db, supportId)
    .where('user_chat.chat_id', '=', chatId)
    .select(THREAD_COLUMNS)
    .executeTakeFirst();
  return row && toSupportThread(row);
}

/** The support contact's threads with at least one message, by last message. */
export async function listSupportThreads(
  db: Kysely<DB>,
  supportId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: SupportThread[]; total: number; totalExact: boolean; unreadThreads: number }> {
  const base = supportThreadsOf(db, supportId).where('user_chat.date', 'is not', null);
  const [shown, unread] = await Promise.all([
    countedPage(
      db,
      base
        .select(THREAD_COLUMNS)
        .orderBy('user_chat.date', (ob) => ob.desc().nullsLast())
        .orderBy('user_chat.chat_id'),
      base,
      page,
    ),
    base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_chat.unread', '>', literal(0))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: shown.rows.map(toSupportThread),
    total: shown.total,
    totalExact: shown.totalExact,
    unreadThreads: Number(unread.n),
  };
}

/**
 * The operators' inbox as the live channel carries it, with its version, in one statement (a
 * refresh sends it with its COMMIT, see chat.live.ts): the support contact's newest messages
 * (sent or received, newest first), its first page of threads, how many there are and how many
 * are unread. Only operators' connections carry it (the topic's audience).
 */
export async function readSupportInbox(db: Kysely<DB>): Promise<Versioned<SupportInboxState>> {
  return toSupportInbox(await supportInboxQuery(db).executeTakeFirstOrThrow());
}

/** How far the live inbox counts its threads: its first page and COUNT_AHEAD more. */
const INBOX_COUNT_CAP = SUPPORT_INBOX_PAGE_SIZE + COUNT_AHEAD;

/** readSupportInbox's one statement: a refresh sends it with its COMMIT (chat.live.ts). */
export function supportInboxQuery(db: Kysely<DB>, recent = SUPPORT_INBOX_RECENT) {
  const supportId = db.selectFrom('settings').select('support_user_id').where('id', '=', 1);
  const threads = db
    .selectFrom('user_chat')
    .where('user_chat.user_id', '=', (eb) => eb.selectFrom('settings').select('support_user_id').where('id', '=', 1))
    .where('user_chat.date', 'is not', null);
  return db.selectNoFrom((eb) => [
    eb
      .selectFrom('live_version')
      .select('version')
      .where('channel', '=', INBOX_VERSION.channel)
      .where('topic', '=', INBOX_VERSION.topic)
      .as('v'),
    jsonArrayFrom(
      eb
        .selectFrom('chat_message')
        .select(messageColumns)
        .where((m) =>
          m.exists(
            m
              .selectFrom('chat_thread')
              .select(sql.lit(1).as('one'))
              .whereRef('chat_thread.id', '=', 'chat_message.chat_id')
              .where((t) =>
                t.or([t('chat_thread.user_high', '=', supportId), t('chat_thread.user_low', '=', supportId)]),
              ),
          ),
        )
        .orderBy('seq', 'desc')
        .limit(recent),
    ).as('recent'),
    jsonArrayFrom(
      threads
        .innerJoin('user as member', 'member.id', 'user_chat.partner_id')
        .select(THREAD_COLUMNS)
        .orderBy('user_chat.date', (ob) => ob.desc().nullsLast())
        .orderBy('user_chat.chat_id')
        .limit(SUPPORT_INBOX_PAGE_SIZE),
    ).as('threads'),
    // Counted only COUNT_AHEAD past the first page (countedPage's rule): a lower bound past it.
    eb
      .selectFrom(
        threads
          .select(sql.lit(1).as('one'))
          .limit(INBOX_COUNT_CAP + 1)
          .as('counted'),
      )
      .select((c) => c.fn.countAll<string>().as('n'))
      .as('total'),
    // 0 as a literal: the partial index's own predicate, and a range compared with a parameter
    // would keep the statement unprepared (prepared.ts): planned again on every refresh, 3 of its 5 ms.
    threads
      .select((c) => c.fn.countAll<string>().as('n'))
      .where('user_chat.unread', '>', literal(0))
      .as('unread'),
  ]);
}

type SupportInboxRow = InferResult<ReturnType<typeof supportInboxQuery>>[number];

/** The inbox's state from its statement's row. */
export function toSupportInbox(row: SupportInboxRow | undefined): Versioned<SupportInboxState> {
  if (!row) return { v: 0, data: { unreadThreads: 0, recent: [], threads: [], total: 0, totalExact: true } };
  return {
    v: Number(row.v ?? 0),
    data: {
      unreadThreads: Number(row.unread ?? 0),
      recent: row.recent.map(toChatMessage),
      threads: row.threads.map(toSupportThread),
      ...cappedCount(Number(row.total ?? 0), INBOX_COUNT_CAP),
    },
  };
}

/**
 * The inbox's version: one for all operators, taken by each refresh under a lock until its commit
 * (in the batch that carries the inbox's read and the COMMIT, see chat.live.ts).
 */
export const INBOX_VERSION = { channel: 'support', topic: 'supportInbox' } as const;
