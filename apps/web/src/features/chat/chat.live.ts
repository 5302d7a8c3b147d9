import type { ChatMessage, OpenChatResponse, SupportThreadResponse } from '@member-area/shared';
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
  if (!lastKnown) return;
  fetchMessagesAfter(side, chatId, lastKnown).then(
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

/** The operators' inbox: the list is read again, and an open thread gets the new messages. */
export const supportInboxLive = defineLiveHandler<'supportInbox'>({
  queryKeys: [queryKeys.admin.support],
  apply: (queryClient, data) => {
    const before = queryClient.getQueryData<typeof data>(queryKeys.supportInbox);
    queryClient.setQueryData(queryKeys.supportInbox, data);
    const newest = data.recent[0];
    if (!newest) return;
    if (before?.recent[0]?.id !== newest.id || before.unreadThreads !== data.unreadThreads) {
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.support, 'threads'] });
    }
    // Oldest first, so each thread's catch-up starts from what it had before this state.
    for (const message of [...data.recent].reverse()) {
      const key = queryKeys.admin.supportThread(message.chatId);
      appendLive<SupportThreadResponse>(queryClient, key, 'support', message.chatId, message);
    }
  },
});
