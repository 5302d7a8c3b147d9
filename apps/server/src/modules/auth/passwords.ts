import type { ChangePasswordRequest, ResetPasswordRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { endResetLinks, resetLinkOwner } from './auth-links.repo.js';
import { betterAuthCode } from './better-auth-errors.js';
import { sessionOfToken } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { findUserIdByLogin } from './users.repo.js';

type Ctx = Pick<AppContext, 'auth' | 'log' | 'bus' | 'db'>;

/**
 * Mails a reset link if the address belongs to a member; answers the same either way.
 * Only the newest link works: asking again ends the links mailed before.
 */
export async function requestPasswordReset(ctx: Ctx, email: string, headers: Headers): Promise<void> {
  try {
    const userId = await findUserIdByLogin(ctx.db, email);
    if (userId) await endResetLinks(ctx.db, userId);
    await ctx.auth.api.requestPasswordReset({ body: { email }, headers });
  } catch (err) {
    // Never tell the caller whether the address exists; a mail failure is ours to see.
    ctx.log.error({ err }, 'password reset request failed');
  }
}

/** Sets the new password; using a link ends every other open reset link of the member too. */
export async function resetPassword(ctx: Ctx, input: ResetPasswordRequest): Promise<void> {
  // Whose link this is, read before Better Auth consumes it: their sessions end with the reset.
  const auth = await ctx.auth.$context;
  const owner = await auth.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  try {
    const userId = await resetLinkOwner(ctx.db, input.token);
    await ctx.auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
    if (userId) await endResetLinks(ctx.db, userId);
    if (owner) sessionsRevoked(ctx.bus, { userId: owner.value, sessions: 'all' });
  } catch (err) {
    if (betterAuthCode(err) !== undefined) {
      throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired. Ask for a new one.');
    }
    throw err;
  }
}

/**
 * Changes the password and ends every other session of the member (a new token for this
 * one), and any open reset link: a link mailed before must not undo the new password.
 */
export async function changePassword(ctx: Ctx, input: ChangePasswordRequest, headers: Headers) {
  try {
    const result = await ctx.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await endResetLinks(ctx.db, result.response.user.id);
    // Better Auth replaced every session with a new one for this tab: all other sockets end now.
    const kept = result.response.token ? await sessionOfToken(ctx.db, result.response.token) : undefined;
    sessionsRevoked(
      ctx.bus,
      kept
        ? { userId: result.response.user.id, sessions: 'allExcept', keep: kept.id }
        : { userId: result.response.user.id, sessions: 'all' },
    );
    return result.headers;
  } catch (err) {
    if (betterAuthCode(err) === 'INVALID_PASSWORD')
      throw AppError.field('currentPassword', 'Current password is incorrect');
    throw err;
  }
}
