import { type SessionUser, ZSessionResponse } from '@member-area/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, queryKeys } from '../../api';

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => apiFetch('/api/session', { schema: ZSessionResponse, signal }),
    staleTime: 60_000,
  });
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
