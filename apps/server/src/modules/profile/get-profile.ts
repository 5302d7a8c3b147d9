import { type MemberProfile, TEXT } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { findProfileRow, profileQuery, toMemberProfile } from './profile.repo.js';

export interface GetProfileOptions {
  memberId: string;
}

/** The member sees their avatar through their own route; the version busts the private cache. */
const ownAvatarUrl = (row: { image: string | null }) =>
  row.image ? `/api/profile/avatar?v=${encodeURIComponent(row.image)}` : null;

/** The signed-in member's own profile. */
export async function getProfile(ctx: Pick<AppContext, 'db'>, { memberId }: GetProfileOptions): Promise<MemberProfile> {
  return ownProfile(await findProfileRow(ctx.db, memberId));
}

/** GET /api/profile's read, made with the session (one statement). */
export const ownProfileRead = defineMemberRead('own profile', profileQuery);

/** The member's own profile from their row (from `findProfileRow` or `ownProfileRead`). */
export function ownProfile(
  row: Parameters<typeof toMemberProfile>[0] | MemberReadRow<typeof ownProfileRead> | null | undefined,
): MemberProfile {
  if (!row) throw new AppError('NOT_FOUND', TEXT.profileMissing);
  return toMemberProfile(row, ownAvatarUrl);
}
