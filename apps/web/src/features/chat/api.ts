import {
  type ChatMessage,
  type SendChatMessageResponse,
  SUPPORT_INBOX_PAGE_SIZE,
  ZChatMessagesResponse,
  ZOpenChatResponse,
  ZSendChatMessageResponse,
  ZSupportThreadResponse,
  ZSupportThreadsResponse,
} from '@member-area/shared';
import { apiFetch } from '../../api';

/** Where a thread is read and written: the member's own routes, or the operators' inbox. */
export type ChatSide = 'member' | 'support';

const base = (side: ChatSide, chatId: string) =>
  side === 'member'
    ? `/api/chat/${encodeURIComponent(chatId)}`
    : `/api/admin/support/threads/${encodeURIComponent(chatId)}`;

export const fetchOpenChat = (signal?: AbortSignal) => apiFetch('/api/chat', { schema: ZOpenChatResponse, signal });

export const fetchSupportThreads = (page: number, signal?: AbortSignal) =>
  apiFetch(`/api/admin/support/threads?page=${page}&pageSize=${SUPPORT_INBOX_PAGE_SIZE}`, {
    schema: ZSupportThreadsResponse,
    signal,
  });

export const fetchSupportThread = (chatId: string, signal?: AbortSignal) =>
  apiFetch(base('support', chatId), { schema: ZSupportThreadResponse, signal });

/** The messages after `afterId` (what a tab missed), oldest first. */
export async function fetchMessagesAfter(side: ChatSide, chatId: string, afterId: string): Promise<ChatMessage[]> {
  const res = await apiFetch(`${base(side, chatId)}/messages?after=${encodeURIComponent(afterId)}`, {
    schema: ZChatMessagesResponse,
  });
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
  return apiFetch(`${base(side, chatId)}/messages`, { method: 'POST', body: form, schema: ZSendChatMessageResponse });
}

export const markChatRead = (side: ChatSide, chatId: string) =>
  apiFetch(`${base(side, chatId)}/read`, { method: 'POST', body: {} });
