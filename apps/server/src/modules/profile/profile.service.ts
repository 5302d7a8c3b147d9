import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type MemberProfile,
  TEXT,
  type UpdateProfileRequest,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { deleteFile, readOwnedFile, storeUpload } from '../files/index.js';
import { findProfileRow, setAvatarFile, toMemberProfile, updateProfileRow } from './profile.repo.js';

type Ctx = Pick<AppContext, 'db' | 'files'>;

export const ownAvatarUrl = (row: { image: string | null }) =>
  row.image ? `/api/profile/avatar?v=${encodeURIComponent(row.image)}` : null;

export async function getProfile(ctx: Pick<AppContext, 'db'>, userId: string): Promise<MemberProfile> {
  const row = await findProfileRow(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', TEXT.profileMissing);
  return toMemberProfile(row, ownAvatarUrl);
}

export async function updateProfile(ctx: Pick<AppContext, 'db'>, userId: string, input: UpdateProfileRequest) {
  await updateProfileRow(ctx.db, userId, input);
  return getProfile(ctx, userId);
}

export async function uploadAvatar(ctx: Ctx, userId: string, data: Buffer): Promise<MemberProfile> {
  const stored = await storeUpload(ctx, {
    ownerId: userId,
    purpose: 'avatar',
    data,
    allowed: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
  });
  const previous = await setAvatarFile(ctx.db, userId, stored.id);
  if (previous) await deleteFile(ctx, previous);
  return getProfile(ctx, userId);
}

export async function readAvatar(ctx: Ctx, userId: string) {
  const row = await findProfileRow(ctx.db, userId);
  const file = row?.image ? await readOwnedFile(ctx, row.image, userId) : null;
  if (!file) throw new AppError('NOT_FOUND', 'No avatar');
  return file;
}
