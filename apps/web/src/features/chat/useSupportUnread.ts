import type { SupportInboxState } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api';

/** Support threads with unread messages, as the live channel last said (operators only). */
export function useSupportUnread(): number {
  const inbox = useQuery<SupportInboxState | null>({
    queryKey: queryKeys.supportInbox,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return inbox.data?.unreadThreads ?? 0;
}
