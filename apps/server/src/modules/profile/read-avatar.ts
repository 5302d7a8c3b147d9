import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { readOwnedFile } from '../files/index.js';
import { findProfileRow } from './profile.repo.js';

export interface ReadAvatarOptions {
  memberId: string;
}

/** The member's avatar image, read only as a file that member owns. */
export async function readAvatar(ctx: Pick<AppContext, 'db' | 'files'>, { memberId }: ReadAvatarOptions) {
  const row = await findProfileRow(ctx.db, memberId);
  const file = row?.image ? await readOwnedFile(ctx, row.image, memberId) : null;
  if (!file) throw new AppError('NOT_FOUND', 'No avatar');
  return file;
}
