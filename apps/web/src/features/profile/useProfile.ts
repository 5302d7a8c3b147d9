import { TEXT, ZMemberProfile } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError, queryKeys } from '../../api';
import { isVerifiedMember, useSessionUser } from '../auth';

/** The member's profile; loads only for a signed-in member with a verified e-mail (spec 4). */
export function useProfile() {
  const user = useSessionUser();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch('/api/profile', { schema: ZMemberProfile, signal });
      } catch (error) {
        // Spec 8: a missing profile document is only logged.
        if (isApiError(error) && error.status === 404) console.warn(TEXT.profileMissing);
        throw error;
      }
    },
    enabled: isVerifiedMember(user),
    // The live channel patches it and re-reads it on reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
