import type { MemberProfile, UpdateProfileRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { getProfile } from './get-profile.js';
import { updateProfileRow } from './profile.repo.js';

export interface UpdateProfileOptions {
  memberId: string;
  change: UpdateProfileRequest;
}

/** Saves the member's names and currency and answers with the profile as it now stands. */
export async function updateProfile(
  ctx: Pick<AppContext, 'db'>,
  { memberId, change }: UpdateProfileOptions,
): Promise<MemberProfile> {
  await updateProfileRow(ctx.db, memberId, change);
  return getProfile(ctx, { memberId });
}
