import type { SignInRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { EvenPace } from '../../platform/http/even-pace.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { newDeviceMail } from './auth-mails.js';
import { betterAuthCode } from './better-auth-errors.js';
import { otherSessionUserAgents, revokeAllSessions } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';
import { knownDeviceKeys, recordSignIn } from './sign-in-history.repo.js';
import { signInThrottle } from './sign-in-throttle.js';
import { verifySecondFactor } from './two-factor-code.js';
import { type DeviceDescription, describeUserAgent } from './user-agent.js';
import { findUserByUserName, findUserIdByLogin, userFlags } from './users.repo.js';

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'The e-mail, user name or password is incorrect.');
const WRONG_CODE = () => AppError.field('code', 'The authentication code is incorrect.');

/** An unknown login is refused no sooner than a known one with a wrong password typically is. */
const refusals = new EvenPace(150);

type Ctx = Pick<AppContext, 'db' | 'auth' | 'config' | 'bus'>;

interface Attempt {
  device: DeviceDescription;
  userAgent: string | null;
  address: string;
}

/**
 * Signs in with an e-mail or a user name. Wrong credentials get one generic message;
 * an unverified address, a block or a ban are said only once the password was right.
 * With two-factor on, the same request carries the code (`code`: TOTP or a backup code):
 * without it the answer is TWO_FACTOR_REQUIRED, and a wrong one counts as a failed sign-in.
 * Every attempt on a known account lands in its sign-in history; a success from a device
 * the member never signed in from before mails them.
 */
export async function signIn(ctx: Ctx, input: SignInRequest, headers: Headers, address: string) {
  const start = performance.now();
  const userAgent = headers.get('user-agent');
  const attempt: Attempt = { device: describeUserAgent(userAgent), userAgent, address };
  const note = (userId: string | null | undefined, reason: string) =>
    userId ? record(ctx, attempt, userId, reason) : Promise.resolve();

  const throttle = await signInThrottle(ctx, input.login, address).catch(async (err: unknown) => {
    if (err instanceof AppError) await note(await findUserIdByLogin(ctx.db, input.login), 'Too many failed sign-ins');
    throw err;
  });
  const byEmail = input.login.includes('@');
  let result: { headers: Headers; userId: string | undefined; token: string | undefined; twoFactor: boolean };
  try {
    const r = byEmail
      ? await ctx.auth.api.signInEmail({
          body: { email: input.login.toLowerCase(), password: input.password },
          headers,
          returnHeaders: true,
        })
      : await ctx.auth.api.signInUsername({
          body: { username: input.login, password: input.password },
          headers,
          returnHeaders: true,
        });
    // With two-factor on, Better Auth's plugin answers { twoFactorRedirect } and no session.
    const response = r.response as { twoFactorRedirect?: boolean; token?: string; user?: { id: string } } | null;
    result = {
      headers: r.headers,
      userId: response?.user?.id,
      token: response?.token,
      twoFactor: response?.twoFactorRedirect === true,
    };
  } catch (err) {
    const code = betterAuthCode(err);
    if (code === 'EMAIL_NOT_VERIFIED') {
      const email = byEmail ? input.login.toLowerCase() : (await findUserByUserName(ctx.db, input.login))?.email;
      await note(throttle.userId, 'E-mail not verified');
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail before signing in.', { email });
    }
    if (code === 'BANNED_USER') {
      await note(throttle.userId, 'Account banned');
      throw new AppError('ACCOUNT_BANNED', 'This account has been banned.');
    }
    // Every other refusal (unknown user, wrong password, malformed user name) looks the same.
    if (code !== undefined) {
      await throttle.failed();
      await note(throttle.userId, 'Wrong password');
      await refusals.end(start, throttle.userId !== null);
      throw INVALID();
    }
    throw err;
  }

  if (result.twoFactor) {
    const userId = throttle.userId ?? undefined;
    if (!input.code) {
      throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the authentication code from your app, or a backup code.');
    }
    if (!userId) throw new Error('Better Auth asked for a code without a known user');
    const verified = await secondFactor(ctx, headers, result.headers, input.code, userId).catch(
      async (err: unknown) => {
        const reused = err instanceof AppError; // a TOTP code whose time step was used already
        if (!reused && betterAuthCode(err) === undefined) throw err;
        await throttle.failed();
        await note(userId, reused ? 'Authentication code already used' : 'Wrong authentication code');
        throw reused ? err : WRONG_CODE();
      },
    );
    result = { ...verified, userId: verified.userId ?? userId, twoFactor: false };
  }
  await throttle.succeeded();

  const userId = result.userId;
  if (!userId) throw new Error('Better Auth signed in without a user');
  const flags = await userFlags(ctx.db, userId);
  if (flags.userBlock || flags.banned) {
    await revokeAllSessions(ctx.db, userId);
    sessionsRevoked(ctx.bus, { userId, sessions: 'all' });
    await note(userId, flags.banned ? 'Account banned' : 'Account blocked');
    throw flags.banned
      ? new AppError('ACCOUNT_BANNED', 'This account has been banned.')
      : new AppError('ACCOUNT_BLOCKED', 'This account has been blocked. Contact support.');
  }
  await recordSuccess(ctx, attempt, { userId, email: flags.email, token: result.token });
  return { headers: result.headers, userId };
}

/**
 * Answers Better Auth's two-factor challenge (the cookie its sign-in just set) with the code,
 * sending that cookie alone: with the caller's own cookies beside it, a session already signed
 * in (another account's) made Better Auth check the code against that session's user, and a
 * success there cleared this account's failure count.
 */
async function secondFactor(ctx: Ctx, requestHeaders: Headers, challenge: Headers, code: string, userId: string) {
  const headers = new Headers(requestHeaders);
  const pairs = challenge
    .getSetCookie()
    .filter((line) => !/max-age=0\b/i.test(line))
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /=./.test(pair));
  headers.set('cookie', pairs.join('; '));
  return verifySecondFactor(ctx, headers, code, userId);
}

async function record(ctx: Ctx, attempt: Attempt, userId: string, reason: string | null): Promise<void> {
  await recordSignIn(ctx.db, {
    userId,
    ipAddress: attempt.address,
    userAgent: attempt.userAgent,
    deviceKey: attempt.device.key,
    success: reason === null,
    reason,
  });
}

/** The history line of a success, and the "new device" mail in the same transaction. */
async function recordSuccess(
  ctx: Ctx,
  attempt: Attempt,
  who: { userId: string; email: string; token: string | undefined },
): Promise<void> {
  await withTransaction(ctx, async (trx) => {
    const known = await knownDeviceKeys(trx, who.userId);
    for (const ua of await otherSessionUserAgents(trx, who.userId, who.token)) known.add(describeUserAgent(ua).key);
    await recordSignIn(trx, {
      userId: who.userId,
      ipAddress: attempt.address,
      userAgent: attempt.userAgent,
      deviceKey: attempt.device.key,
      success: true,
      reason: null,
    });
    // The very first device of an account is not news; any later unknown one is.
    if (known.size > 0 && !known.has(attempt.device.key)) {
      await enqueueMail(
        trx,
        newDeviceMail(ctx.config, who.email, { ...attempt.device, address: attempt.address, at: new Date() }),
      );
    }
  });
}
