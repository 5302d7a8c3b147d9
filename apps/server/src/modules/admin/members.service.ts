import type { MemberDetail, MemberListQuery, MemberListResponse, UpdateMemberFlagRequest } from '@member-area/shared';
import { centsToDecimalString } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { revokeAllSessions } from '../auth/sessions.repo.js';
import { sessionsRevoked } from '../auth/sessions-revoked.js';
import { balanceOf } from '../ledger/ledger.repo.js';
import { findProfileRow, searchProfileRows, setMemberFlag, toMemberProfile } from '../profile/profile.repo.js';

type Ctx = Pick<AppContext, 'db' | 'bus'>;

const adminAvatarUrl = (row: { id: string; image: string | null }) =>
  row.image ? `/api/admin/members/${encodeURIComponent(row.id)}/avatar?v=${encodeURIComponent(row.image)}` : null;

export async function listMembers(ctx: Pick<AppContext, 'db'>, query: MemberListQuery): Promise<MemberListResponse> {
  const { rows, total } = await searchProfileRows(ctx.db, query);
  return {
    total,
    page: query.page,
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

export async function memberDetail(ctx: Pick<AppContext, 'db'>, uid: string): Promise<MemberDetail> {
  const row = await findProfileRow(ctx.db, uid);
  if (!row || (row.role !== null && row.role !== 'member')) throw notFound('No such member');
  return {
    ...toMemberProfile(row, adminAvatarUrl),
    balance: centsToDecimalString(await balanceOf(ctx.db, uid, 'wallet')),
    blockReason: row.blockReason,
    banReason: row.banReason,
    role: row.role ?? 'member',
  };
}

const ACTIONS: Record<UpdateMemberFlagRequest['flag'], [on: string, off: string]> = {
  userTrading: ['member.trading.enable', 'member.trading.disable'],
  userBlock: ['member.block', 'member.unblock'],
  banned: ['member.ban', 'member.unban'],
};

/**
 * Flips one switch of a member, audited in the same transaction. Blocking or banning ends
 * every session at once and, after commit, signs out every open tab on every node.
 */
export async function setFlag(ctx: Ctx, actorId: string, uid: string, change: UpdateMemberFlagRequest) {
  const before = await memberDetail(ctx, uid);
  const reason = change.flag !== 'userTrading' && change.value ? (change.reason ?? null) : null;
  await ctx.db.transaction().execute(async (trx) => {
    if (change.flag === 'userTrading') await setMemberFlag(trx, uid, change);
    else await setMemberFlag(trx, uid, { flag: change.flag, value: change.value, reason });
    if (change.value && change.flag !== 'userTrading') await revokeAllSessions(trx, uid);
    await recordAudit(trx, {
      actorId,
      action: ACTIONS[change.flag][change.value ? 0 : 1],
      targetType: 'member',
      targetId: uid,
      details: { flag: change.flag, from: flagValue(before, change.flag), to: change.value, ...(reason && { reason }) },
    });
  });

  if (change.flag === 'userTrading') {
    ctx.bus.publish(`user:${uid}`, { topic: 'profile', data: { userTrading: change.value } });
  } else if (change.value) {
    const why = change.flag === 'banned' ? 'your account has been banned.' : 'your account has been blocked.';
    ctx.bus.publish(`user:${uid}`, { topic: 'control', data: { action: 'signout', reason: why } });
    sessionsRevoked(ctx.bus, { userId: uid, sessions: 'all' });
  }
  return memberDetail(ctx, uid);
}

function flagValue(member: MemberDetail, flag: UpdateMemberFlagRequest['flag']): boolean {
  return flag === 'banned' ? member.userStatus === 'banned' : member[flag];
}
