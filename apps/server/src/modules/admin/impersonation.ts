import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type LoginAdminRequest, loginAdminPath, type SignInLinkResponse } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { memberDetail } from './member-detail.js';

const LINK_TTL_MS = 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** The one answer to a link that does not work, whoever tries it and whatever is wrong with it. */
export const invalidSignInLink = () =>
  new AppError('INVALID_TOKEN', 'This sign-in link is invalid, expired or already used.');

type Ctx = Pick<AppContext, 'db' | 'auth' | 'bus'>;

/** An operator asks to sign in as a member: a link that works once, for one minute, for them only. */
export async function createSignInLink(ctx: Ctx, operatorId: string, uid: string): Promise<SignInLinkResponse> {
  const member = await memberDetail(ctx, uid);
  if (member.userBlock || member.userStatus === 'banned') {
    throw new AppError('VALIDATION_FAILED', 'A blocked or banned member cannot be signed in to.');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await withTransaction(ctx, async (trx) => {
    await trx
      .insertInto('impersonation_token')
      .values({ token_hash: hash(token), member_id: uid, operator_id: operatorId, expires_at: expiresAt })
      .execute();
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'member.impersonation.link',
      targetType: 'member',
      targetId: uid,
    });
  });
  return { path: loginAdminPath(member.userName, token), expiresAt: expiresAt.toISOString() };
}

/**
 * Opens the link: in the operator's own browser, consumes the token and swaps their session
 * for an impersonation session of the member (Better Auth keeps the operator's aside).
 */
export async function openSignInLink(
  ctx: Ctx,
  operatorId: string,
  input: LoginAdminRequest,
  headers: IncomingHttpHeaders,
) {
  const link = await ctx.db
    .selectFrom('impersonation_token')
    .select('member_id')
    .where('token_hash', '=', hash(input.token))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!link) throw invalidSignInLink();
  const member = await memberDetail(ctx, link.member_id);
  // A link opened with the wrong user name is refused before it is used up, so a typo (or a
  // probe) does not burn the operator's link.
  if (member.userName.toLowerCase() !== input.userName.toLowerCase()) throw invalidSignInLink();
  const used = await ctx.db
    .updateTable('impersonation_token')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash(input.token))
    .where('used_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  if (!used) throw invalidSignInLink(); // opened twice at once: only one wins

  const result = await ctx.auth.api.impersonateUser({
    body: { userId: member.uid },
    headers: fromNodeHeaders(headers),
    returnHeaders: true,
  });
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'member.impersonation.start',
    targetType: 'member',
    targetId: member.uid,
  });
  return { headers: result.headers, member };
}

/** Ends an impersonation session and gives the operator their own session back. */
export async function stopImpersonating(ctx: Ctx, operatorId: string, memberId: string, headers: IncomingHttpHeaders) {
  const result = await ctx.auth.api.stopImpersonating({ headers: fromNodeHeaders(headers), returnHeaders: true });
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'member.impersonation.stop',
    targetType: 'member',
    targetId: memberId,
  });
  return result.headers;
}
