import { ZQuotes } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../api';
import { isVerifiedMember, useSessionUser } from '../auth';

/** Last prices of the ticker symbols; the live channel pushes a fresh set every few seconds. */
export function usePrices() {
  const user = useSessionUser();
  return useQuery({
    queryKey: queryKeys.prices,
    queryFn: ({ signal }) => apiFetch('/api/prices', { schema: ZQuotes, signal }),
    enabled: isVerifiedMember(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
