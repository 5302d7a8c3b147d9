import type { ResetPasswordRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { endResetLinks, resetLinkOwner } from './auth-links.repo.js';
import { betterAuthCode } from './better-auth-errors.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { forgiveSignInFailures } from './sign-in-throttle.js';

/**
 * Sets the new password; using a link ends every other open reset link of the member too, and
 * forgives the account's failed sign-ins.
 */
export async function resetPassword(
  ctx: Pick<AppContext, 'auth' | 'bus' | 'db'>,
  { token, newPassword }: ResetPasswordRequest,
): Promise<void> {
  // Whose link this is, read before Better Auth consumes it: their sessions end with the reset.
  const auth = await ctx.auth.$context;
  const owner = await auth.internalAdapter.findVerificationValue(`reset-password:${token}`);
  try {
    const userId = await resetLinkOwner(ctx.db, token);
    await ctx.auth.api.resetPassword({ body: { token, newPassword } });
    if (userId) await endResetLinks(ctx.db, userId);
    if (owner) await forgiveSignInFailures(ctx, owner.value);
    if (owner) sessionsRevoked(ctx.bus, { userId: owner.value, sessions: 'all' });
  } catch (err) {
    if (betterAuthCode(err) !== undefined) {
      throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired. Ask for a new one.');
    }
    throw err;
  }
}
