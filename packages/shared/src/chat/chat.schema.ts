import { z } from 'zod';

/**
 * The live support chat (spec sections 2, 3, 7): a member talks to the one support contact.
 * A thread is keyed by the two user ids with the larger first; each user has an index of their
 * threads (userInfo of the partner, date, lastMessage).
 */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Messages one page of a thread carries (the newest ones; older pages by `before`). */
export const CHAT_PAGE_SIZE = 50;

/** The thread id of two users: both ids, the larger one first (spec section 9). */
export function chatIdOf(a: string, b: string): string {
  return a > b ? `${a}${b}` : `${b}${a}`;
}

/** Where a chat image is served from (only to the thread's two users and to operators). */
export const chatImagePath = (fileId: string) => `/api/chat/images/${encodeURIComponent(fileId)}`;

export const ZChatUserInfo = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type ChatUserInfo = z.infer<typeof ZChatUserInfo>;

export const ZChatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  senderId: z.string(),
  date: z.string(),
  img: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** One entry of a user's chat index, with the thread's newest message so a tab can append it live. */
export const ZChatIndexEntry = z.object({
  chatId: z.string(),
  userInfo: ZChatUserInfo,
  date: z.string().nullable(),
  lastMessage: z.string(),
  unread: z.number().int().nonnegative(),
  last: ZChatMessage.nullable(),
});
export type ChatIndexEntry = z.infer<typeof ZChatIndexEntry>;

/** The member's chat as the live channel carries it: their index. */
export const ZChatState = z.object({ threads: z.array(ZChatIndexEntry) });
export type ChatState = z.infer<typeof ZChatState>;

/** Opening the chat: the thread with the support contact (created when missing) and its newest messages. */
export const ZOpenChatResponse = z.object({
  chatId: z.string(),
  me: z.string(),
  partner: ZChatUserInfo,
  unread: z.number().int().nonnegative(),
  messages: z.array(ZChatMessage),
});
export type OpenChatResponse = z.infer<typeof ZOpenChatResponse>;

export const ZChatMessagesQuery = z.object({
  /** Only messages after this one (catch-up after a reconnect). */
  after: z.uuid().optional(),
  /** Only messages before this one (older history). */
  before: z.uuid().optional(),
});
export type ChatMessagesQuery = z.infer<typeof ZChatMessagesQuery>;

export const ZChatMessagesResponse = z.object({ messages: z.array(ZChatMessage) });
export type ChatMessagesResponse = z.infer<typeof ZChatMessagesResponse>;

/** The text part of a message; sent as a multipart field beside an optional image file. */
export const ZChatText = z.string().max(CHAT_TEXT_MAX, `A message has at most ${CHAT_TEXT_MAX} characters`);

/** Sending: the stored message, or null when there was nothing to store (no text, no image). */
export const ZSendChatMessageResponse = z.object({ message: ZChatMessage.nullable() });
export type SendChatMessageResponse = z.infer<typeof ZSendChatMessageResponse>;

export const ZChatIdParams = z.object({ chatId: z.string().min(1).max(200) });
export const ZChatImageParams = z.object({ fileId: z.uuid() });

// ---- back office: the support inbox ----

export const ZSupportThread = z.object({
  chatId: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  userName: z.string().nullable(),
  photoURL: z.string().nullable(),
  userTrading: z.boolean(),
  date: z.string().nullable(),
  lastMessage: z.string(),
  unread: z.number().int().nonnegative(),
});
export type SupportThread = z.infer<typeof ZSupportThread>;

export const ZSupportThreadsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SupportThreadsQuery = z.infer<typeof ZSupportThreadsQuery>;

export const ZSupportThreadsResponse = z.object({
  rows: z.array(ZSupportThread),
  /** Counted a little past the page (`totalExact` false past that: a lower bound). */
  total: z.number().int(),
  totalExact: z.boolean(),
  unreadThreads: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SupportThreadsResponse = z.infer<typeof ZSupportThreadsResponse>;

export const ZSupportThreadResponse = z.object({
  thread: ZSupportThread,
  supportId: z.string(),
  messages: z.array(ZChatMessage),
});
export type SupportThreadResponse = z.infer<typeof ZSupportThreadResponse>;

/**
 * How many of the inbox's newest messages the operators' live state carries. Each state is read
 * after the messages it folds committed; a tab merges the messages of every state it receives (an
 * older one too), and an open thread whose row moved past them reads the rest, so a burst of any
 * size reaches an open thread.
 */
export const SUPPORT_INBOX_RECENT = 50;

/** The inbox lists this many threads a page; the live state carries the first page. */
export const SUPPORT_INBOX_PAGE_SIZE = 20;

/**
 * What operators' tabs receive live, read once per change and sent to every operator: how many
 * threads are unread, the inbox's newest messages (newest first), and its first page of threads
 * with their total, so a tab shows the change without reading anything again.
 */
export const ZSupportInboxState = z.object({
  unreadThreads: z.number().int().nonnegative(),
  recent: z.array(ZChatMessage),
  threads: z.array(ZSupportThread),
  total: z.number().int().nonnegative(),
  totalExact: z.boolean(),
});
export type SupportInboxState = z.infer<typeof ZSupportInboxState>;
