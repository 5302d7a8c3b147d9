import { type ChatMessage, chatApi, type SendChatMessageResponse, SUPPORT_INBOX_PAGE_SIZE } from '@member-area/shared';
// By path: the first page loads api/index.ts, and only the chat needs this.
import { call } from '../../api/call';

/** Where a thread is read and written: the member's own routes, or the operators' inbox. */
export type ChatSide = 'member' | 'support';

const routesOf = (side: ChatSide) =>
  side === 'member'
    ? { read: chatApi.messages, send: chatApi.send, markRead: chatApi.markRead }
    : { read: chatApi.threadMessages, send: chatApi.reply, markRead: chatApi.markThreadRead };

export const fetchOpenChat = (signal?: AbortSignal) => call(chatApi.open, { signal });

export const fetchSupportThreads = (page: number, signal?: AbortSignal) =>
  call(chatApi.threads, { query: { page, pageSize: SUPPORT_INBOX_PAGE_SIZE }, signal });

export const fetchSupportThread = (chatId: string, signal?: AbortSignal) =>
  call(chatApi.thread, { params: { chatId }, signal });

/** The messages after `afterId` (what a tab missed), oldest first. */
export async function fetchMessagesAfter(side: ChatSide, chatId: string, afterId: string): Promise<ChatMessage[]> {
  const res = await call(routesOf(side).read, { params: { chatId }, query: { after: afterId } });
  return res.messages;
}

/** Sends text and an optional image as one multipart request; null when nothing was stored. */
export function sendChatMessage(
  side: ChatSide,
  chatId: string,
  input: { text: string; image: File | null },
): Promise<SendChatMessageResponse> {
  const form = new FormData();
  form.append('text', input.text);
  if (input.image) form.append('image', input.image);
  return call(routesOf(side).send, { params: { chatId }, body: form });
}

export const markChatRead = (side: ChatSide, chatId: string) => call(routesOf(side).markRead, { params: { chatId } });
