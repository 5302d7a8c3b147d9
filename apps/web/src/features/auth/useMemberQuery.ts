import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api';
import { isVerifiedMember, useSessionUser } from './useSession';

export interface MemberQueryOptions<T> {
  queryKey: QueryKey;
  path: string;
  /** The answer's schema from the contract. */
  schema: { parse(data: unknown): T };
  /** Sees a failed read before the query does (e.g. to log it). */
  onFetchError?: (error: unknown) => void;
}

/**
 * The signed-in member's own data: read only once the member is verified (spec 4), and never
 * stale by itself, because the live channel writes every change into it and re-reads it on
 * reconnect.
 */
export function useMemberQuery<T>({ queryKey, path, schema, onFetchError }: MemberQueryOptions<T>) {
  const user = useSessionUser();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(path, { schema, signal });
      } catch (error) {
        onFetchError?.(error);
        throw error;
      }
    },
    enabled: isVerifiedMember(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
