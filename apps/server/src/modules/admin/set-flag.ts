import type { AuditAction, MemberDetail, UpdateMemberFlagRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { revokeAllSessions, sessionsRevoked } from '../auth/index.js';
import { profileTopic, setMemberFlag } from '../profile/index.js';
import { memberDetail } from './member-detail.js';

export interface SetFlagOptions {
  operatorId: string;
  memberId: string;
  change: UpdateMemberFlagRequest;
}

const ACTIONS: Record<UpdateMemberFlagRequest['flag'], [on: AuditAction, off: AuditAction]> = {
  userTrading: ['member.trading.enable', 'member.trading.disable'],
  userBlock: ['member.block', 'member.unblock'],
  banned: ['member.ban', 'member.unban'],
};

/**
 * Flips one switch of a member, audited in the same transaction. Blocking or banning ends
 * every session at once and, after commit, signs out every open tab on every node.
 */
export async function setFlag(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId: actorId, memberId: uid, change }: SetFlagOptions,
): Promise<MemberDetail> {
  const reason = change.flag !== 'userTrading' && change.value ? (change.reason ?? null) : null;
  return withTransaction(ctx, async (trx, afterCommit) => {
    const before = await memberDetail({ db: trx }, uid); // inside: the guard sees what it changes
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
    if (change.flag === 'userTrading') afterCommit.changed(profileTopic, uid);
    else if (change.value) {
      const why = change.flag === 'banned' ? 'your account has been banned.' : 'your account has been blocked.';
      afterCommit.signal(`user:${uid}`, { topic: 'control', v: Date.now(), data: { action: 'signout', reason: why } });
      sessionsRevoked(afterCommit, { userId: uid, sessions: 'all' });
    }
    return memberDetail({ db: trx }, uid);
  });
}

function flagValue(member: MemberDetail, flag: UpdateMemberFlagRequest['flag']): boolean {
  return flag === 'banned' ? member.userStatus === 'banned' : member[flag];
}
