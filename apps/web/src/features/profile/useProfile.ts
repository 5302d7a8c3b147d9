import { profileApi, TEXT } from '@member-area/shared';
import { isApiError, queryKeys } from '../../api';
import { useMemberQuery } from '../auth';

// Spec 8: a missing profile document is only logged.
const logMissingProfile = (error: unknown) => {
  if (isApiError(error) && error.status === 404) console.warn(TEXT.profileMissing);
};

/** The member's profile; loads only for a signed-in member with a verified e-mail (spec 4). */
export function useProfile() {
  return useMemberQuery({
    queryKey: queryKeys.profile,
    route: profileApi.get,
    onFetchError: logMissingProfile,
  });
}
