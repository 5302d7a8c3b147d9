import type { SignInRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';
import { revokeAllSessions } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { signInThrottle } from './sign-in-throttle.js';
import { findUserByUserName, userFlags } from './users.repo.js';

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'The e-mail, user name or password is incorrect.');

/**
 * Signs in with an e-mail or a user name. Wrong credentials get one generic message;
 * an unverified address, a block or a ban are said only once the password was right.
 */
export async function signIn(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config' | 'bus'>,
  input: SignInRequest,
  headers: Headers,
  address: string,
) {
  const throttle = await signInThrottle(ctx, input.login, address);
  const byEmail = input.login.includes('@');
  let result: { headers: Headers; userId: string };
  try {
    result = byEmail
      ? await ctx.auth.api
          .signInEmail({
            body: { email: input.login.toLowerCase(), password: input.password },
            headers,
            returnHeaders: true,
          })
          .then((r) => ({ headers: r.headers, userId: r.response.user.id }))
      : await ctx.auth.api
          .signInUsername({ body: { username: input.login, password: input.password }, headers, returnHeaders: true })
          .then((r) => ({ headers: r.headers, userId: r.response?.user.id ?? '' }));
  } catch (err) {
    const code = betterAuthCode(err);
    if (code === 'EMAIL_NOT_VERIFIED') {
      const email = byEmail ? input.login.toLowerCase() : (await findUserByUserName(ctx.db, input.login))?.email;
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before signing in.', { email });
    }
    if (code === 'BANNED_USER') throw new AppError('ACCOUNT_BANNED', 'This account has been banned.');
    // Every other refusal (unknown user, wrong password, malformed user name) looks the same.
    if (code !== undefined) {
      await throttle.failed();
      throw INVALID();
    }
    throw err;
  }
  await throttle.succeeded();

  const { userId } = result;
  const flags = await userFlags(ctx.db, userId);
  if (flags.userBlock || flags.banned) {
    await revokeAllSessions(ctx.db, userId);
    sessionsRevoked(ctx.bus, { userId, sessions: 'all' });
    throw flags.banned
      ? new AppError('ACCOUNT_BANNED', 'This account has been banned.')
      : new AppError('ACCOUNT_BLOCKED', 'This account has been blocked. Contact support.');
  }
  return result;
}
