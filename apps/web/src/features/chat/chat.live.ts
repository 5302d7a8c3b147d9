import {
  type ChatMessage,
  type OpenChatResponse,
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportInboxState,
  type SupportThreadResponse,
  type SupportThreadsResponse,
} from '@member-area/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../api';
import { defineLiveHandler } from '../live';
import { type ChatSide, fetchMessagesAfter } from './api';
import { mergeMessages } from './merge-messages';

type Thread = { messages: ChatMessage[] };

/**
 * Puts a thread's newest message into the cached thread at once, then reads whatever came
 * between the last message the tab had and that one (two messages in quick succession, or a
 * missed one): the thread never has a gap.
 */
function appendLive<T extends Thread>(
  queryClient: QueryClient,
  key: QueryKey,
  side: ChatSide,
  chatId: string,
  last: ChatMessage,
): void {
  const cached = queryClient.getQueryData<T>(key);
  if (!cached || cached.messages.some((m) => m.id === last.id)) return;
  const lastKnown = cached.messages.at(-1)?.id;
  queryClient.setQueryData<T>(key, { ...cached, messages: mergeMessages(cached.messages, [last]) });
  if (lastKnown) catchUp<T>(queryClient, key, side, chatId, lastKnown);
}

/** Reads what came after `afterId` in a cached thread and merges it in: the thread has no gap. */
function catchUp<T extends Thread>(
  queryClient: QueryClient,
  key: QueryKey,
  side: ChatSide,
  chatId: string,
  afterId: string,
): void {
  fetchMessagesAfter(side, chatId, afterId).then(
    (missed) => {
      const now = queryClient.getQueryData<T>(key);
      if (now) queryClient.setQueryData<T>(key, { ...now, messages: mergeMessages(now.messages, missed) });
    },
    (error: unknown) => console.error('chat: catching up failed', error),
  );
}

/** The member's chat index (unread count of the toggle) and, when the panel has it, the thread. */
export const chatLive = defineLiveHandler<'chat'>({
  // After a reconnect the open thread is read again: whatever was missed shows.
  queryKeys: [queryKeys.chatThread],
  apply: (queryClient, data) => {
    queryClient.setQueryData(queryKeys.chatIndex, data);
    const open = queryClient.getQueryData<OpenChatResponse>(queryKeys.chatThread);
    const entry = open && data.threads.find((t) => t.chatId === open.chatId);
    if (open && entry?.last) appendLive(queryClient, queryKeys.chatThread, 'member', open.chatId, entry.last);
  },
});

/**
 * Every message of a state into the open thread it belongs to, oldest first. An open thread whose
 * row says it moved on past what the tab now has (more messages than the state's newest came
 * at once) reads what came after its last message, once: the thread never has a gap.
 */
function mergeIntoThreads(queryClient: QueryClient, data: SupportInboxState): void {
  for (const message of [...data.recent].reverse()) {
    const key = queryKeys.admin.supportThread(message.chatId);
    const cached = queryClient.getQueryData<SupportThreadResponse>(key);
    if (!cached) continue;
    const row = data.threads.find((t) => t.chatId === message.chatId);
    const messages = mergeMessages(cached.messages, [message]);
    if (messages !== cached.messages)
      queryClient.setQueryData(key, { ...cached, messages, thread: row ?? cached.thread });
  }
  for (const row of data.threads) {
    const key = queryKeys.admin.supportThread(row.chatId);
    const last = queryClient.getQueryData<SupportThreadResponse>(key)?.messages.at(-1);
    if (last && row.date && Date.parse(row.date) > Date.parse(last.date)) {
      catchUp<SupportThreadResponse>(queryClient, key, 'support', row.chatId, last.id);
    }
  }
}

/**
 * The operators' inbox: each state carries the unread count, the newest messages and the first
 * page of threads, read once for all operators; the tab shows them as they are. The states come
 * in version order, and each holds every message sent before it, so a burst loses none; a state
 * overtaken by a newer one (from another node) still adds its messages.
 */
export const supportInboxLive = defineLiveHandler<'supportInbox'>({
  queryKeys: [queryKeys.admin.support],
  apply: (queryClient, data) => {
    queryClient.setQueryData(queryKeys.supportInbox, data);
    const firstPage: SupportThreadsResponse = {
      rows: data.threads,
      total: data.total,
      totalExact: data.totalExact,
      unreadThreads: data.unreadThreads,
      page: 1,
      pageSize: SUPPORT_INBOX_PAGE_SIZE,
    };
    queryClient.setQueryData(queryKeys.admin.supportThreads(1), firstPage);
    // Later pages shift too; only one on screen is read again.
    void queryClient.invalidateQueries({
      queryKey: [...queryKeys.admin.support, 'threads'],
      predicate: (query) => (query.queryKey[3] as { page?: number } | undefined)?.page !== 1,
    });
    mergeIntoThreads(queryClient, data);
  },
  late: mergeIntoThreads,
});
