import { MEMBER_COUNT_CAP, type MemberListQuery, type MemberListResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { searchProfileRows, toMemberProfile } from '../profile/index.js';
import { adminAvatarUrl } from './member-detail.js';

/** The back office's member list: search by name, user name or e-mail, paged by key. */
export async function listMembers(ctx: Pick<AppContext, 'db'>, query: MemberListQuery): Promise<MemberListResponse> {
  const { rows, total, totalExact, next, prev } = await searchProfileRows(ctx.db, {
    ...query,
    countCap: MEMBER_COUNT_CAP,
  });
  return {
    total,
    totalExact,
    next,
    prev,
    pageSize: query.pageSize,
    rows: rows.map((row) => {
      const p = toMemberProfile(row, adminAvatarUrl);
      return {
        uid: p.uid,
        fullName: p.fullName,
        userName: p.userName,
        email: p.email,
        emailVerified: p.emailVerified,
        userTrading: p.userTrading,
        userBlock: p.userBlock,
        userStatus: p.userStatus,
        memberSince: p.memberSince,
      };
    }),
  };
}
