import { SESSION_PATH, type SessionResponse, type SessionUser } from '@member-area/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, queryKeys } from '../../api';

/** The session query; main.tsx starts it before the first page's code has arrived. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  // Not parsed with ZSessionResponse here: that would put zod into the first download, and the
  // server has checked the answer against it.
  queryFn: ({ signal }) => apiFetch<SessionResponse>(SESSION_PATH, { signal }),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user, or null (also while the session is still resolving). */
export function useSessionUser(): SessionUser | null {
  return useSession().data?.user ?? null;
}

/** A verified, signed-in member: profile, balance and settings may load. */
export function isVerifiedMember(user: SessionUser | null): user is SessionUser {
  return user?.emailVerified === true;
}

/** Forgets everything cached about the previous user and marks the session as signed out. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    queryClient.setQueryData(queryKeys.session, { user: null });
  }, [queryClient]);
}

/**
 * After an answer that replaced this tab's session (two-factor turned on or off, a new password):
 * the session is read again, with the new cookie. The live channel closes for the old session at
 * the same moment, and the read it starts may carry the old cookie and come back signed out; this
 * read replaces it (an invalidation cancels a read under way), so the tab never concludes from
 * it that the member was signed out.
 */
export const sessionReplaced = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.session });
