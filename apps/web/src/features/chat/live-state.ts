import type { ChatState, SupportInboxState } from '@member-area/shared';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api';

/** State only the live channel writes (there is nothing to fetch): undefined until it has. */
function useLiveState<T>(queryKey: QueryKey): T | null | undefined {
  return useQuery<T | null>({ queryKey, queryFn: () => null, enabled: false, staleTime: Number.POSITIVE_INFINITY })
    .data;
}

/** Unread messages from the support contact, as the live channel last said (0 before it has). */
export function useChatUnread(): number {
  return useLiveState<ChatState>(queryKeys.chatIndex)?.threads.reduce((n, t) => n + t.unread, 0) ?? 0;
}

/** Support threads with unread messages, as the live channel last said (operators only). */
export function useSupportUnread(): number {
  return useLiveState<SupportInboxState>(queryKeys.supportInbox)?.unreadThreads ?? 0;
}
