import { AVATAR_MAX_BYTES, AVATAR_TYPES, type MemberProfile } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { deleteFile, storeUpload } from '../files/index.js';
import { getProfile } from './get-profile.js';
import { setAvatarFile } from './profile.repo.js';

export interface UploadAvatarOptions {
  memberId: string;
  data: Buffer;
}

/** Stores a checked image as the member's avatar; the one it replaces is deleted. */
export async function uploadAvatar(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { memberId, data }: UploadAvatarOptions,
): Promise<MemberProfile> {
  const stored = await storeUpload(ctx, {
    ownerId: memberId,
    purpose: 'avatar',
    data,
    allowed: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
  });
  const previous = await setAvatarFile(ctx.db, memberId, stored.id);
  if (previous) await deleteFile(ctx, previous);
  return getProfile(ctx, { memberId });
}
