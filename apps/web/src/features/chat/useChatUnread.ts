import type { ChatState } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api';

/** Unread messages from the support contact, as the live channel last said (0 before it has). */
export function useChatUnread(): number {
  const index = useQuery<ChatState | null>({
    queryKey: queryKeys.chatIndex,
    // Only the live channel writes this state; there is nothing to fetch.
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return index.data?.threads.reduce((n, t) => n + t.unread, 0) ?? 0;
}
