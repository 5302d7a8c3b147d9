import { centsToDecimalString, isMemberRole, type MemberDetail } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../platform/http/app-error.js';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { balanceOf } from '../ledger/index.js';
import { findProfileRow, profileQuery, toMemberProfile } from '../profile/index.js';

/** Operators see avatars through their own route, never the member's. */
export const adminAvatarUrl = (row: { id: string; image: string | null }) =>
  row.image ? `/api/admin/members/${encodeURIComponent(row.id)}/avatar?v=${encodeURIComponent(row.image)}` : null;

/**
 * The profile row of the member a route's `uid` names, read with the operator's session (the
 * adjustment's precheck sends no statement of its own). JSON: its dates are ISO strings.
 */
export const memberOfRouteRead = defineMemberRead('member of the route', profileQuery, { of: 'uid' });

export type MemberRow =
  | NonNullable<Awaited<ReturnType<typeof findProfileRow>>>
  | NonNullable<MemberReadRow<typeof memberOfRouteRead>>;

/** The member's profile row; 404 for anyone who is not a member (operators included). */
export async function findMember(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<MemberRow> {
  return onlyMembers(await findProfileRow(ctx.db, memberId));
}

/** 404 for a row that is not a member's (none, or an operator's). */
export function onlyMembers<R extends MemberRow>(row: R | null | undefined): R {
  if (!row || !isMemberRole(row.role)) throw notFound('No such member');
  return row;
}

/**
 * A member as the back office shows them, from their row and their current wallet balance.
 * `wallet`: the balance when the caller knows it already (a transfer's balance after), not read again.
 */
export async function memberDetail(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  row?: MemberRow,
  wallet?: bigint,
): Promise<MemberDetail> {
  const member = row ?? (await findMember(ctx, memberId));
  return {
    ...toMemberProfile(member, adminAvatarUrl),
    balance: centsToDecimalString(wallet ?? (await balanceOf(ctx.db, memberId, 'wallet'))),
    blockReason: member.blockReason,
    banReason: member.banReason,
    role: member.role ?? 'member',
  };
}
