import { pathOf, type RouteSpec } from '@member-area/shared';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../api';
import type { CallAnswer } from '../../api/call';
import { isVerifiedMember, useSessionUser } from './useSession';

interface Common {
  queryKey: QueryKey;
  /** Sees a failed read before the query does (e.g. to log it). */
  onFetchError?: (error: unknown) => void;
}
/** A GET route of the contract, with its path parameters if it has any; its own schema parses the answer. */
type ByRoute<R extends RouteSpec> = Common & {
  route: R;
} & (R['params'] extends z.ZodType ? { params: z.input<R['params']> } : { params?: never });

/**
 * The signed-in member's own data: read only once the member is verified (spec 4), and never
 * stale by itself, because the live channel writes every change into it and re-reads it on
 * reconnect.
 */
export function useMemberQuery<R extends RouteSpec>(options: ByRoute<R>) {
  const user = useSessionUser();
  // `call` (with its query-string builder) stays out of the entry: a member read has no query.
  const read = (signal: AbortSignal): Promise<CallAnswer<R>> =>
    apiFetch(pathOf(options.route, options.params as Record<string, string> | undefined), {
      schema: options.route.response as { parse(data: unknown): CallAnswer<R> } | undefined,
      signal,
    });
  return useQuery({
    queryKey: options.queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await read(signal);
      } catch (error) {
        options.onFetchError?.(error);
        throw error;
      }
    },
    enabled: isVerifiedMember(user),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
