import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { twoFactorEnabled } from './users.repo.js';

export interface DisableTwoFactorOptions {
  memberId: string;
  sessionId: string;
  password: string;
  headers: Headers;
}

/** Turns two-factor off; the password is asked again. Returns the new cookies (Better Auth renews the session). */
export async function disableTwoFactor(
  ctx: Pick<AppContext, 'auth' | 'bus' | 'db'>,
  { memberId, sessionId, password, headers }: DisableTwoFactorOptions,
): Promise<Headers> {
  if (!(await twoFactorEnabled(ctx.db, memberId))) throw new AppError('CONFLICT', 'Two-factor sign-in is not on.');
  try {
    const result = await ctx.auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true });
    sessionsRevoked(ctx.bus, { userId: memberId, sessions: [sessionId] });
    return result.headers;
  } catch (err) {
    if (betterAuthCode(err) === 'INVALID_PASSWORD') throw AppError.field('password', 'The password is incorrect');
    throw err;
  }
}
