import type { ChangePasswordRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { endResetLinks } from './auth-links.repo.js';
import { betterAuthCode } from './better-auth-errors.js';
import { sessionOfToken } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { stepUpThrottle } from './sign-in-throttle.js';

export interface ChangePasswordOptions extends ChangePasswordRequest {
  memberId: string;
  /** The member's request headers: Better Auth finds their session by its cookie. */
  headers: Headers;
  /** The request's address: a wrong current password counts there and on the account. */
  address: string;
}

/**
 * Changes the password and ends every other session of the member (a new token for this
 * one), and any open reset link: a link mailed before must not undo the new password. A wrong
 * current password counts as a failed sign-in on the account (stepUpThrottle): a stolen cookie
 * cannot guess the password here, around the lockout, and then end the owner's sessions.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'auth' | 'bus' | 'db' | 'config'>,
  { memberId, currentPassword, newPassword, headers, address }: ChangePasswordOptions,
) {
  const throttle = await stepUpThrottle(ctx, memberId, address);
  try {
    const result = await ctx.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
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
    if (betterAuthCode(err) === 'INVALID_PASSWORD') {
      await throttle.failed();
      throw AppError.field('currentPassword', 'Current password is incorrect');
    }
    throw err;
  }
}
