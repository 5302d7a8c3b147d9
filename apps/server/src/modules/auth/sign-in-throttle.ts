import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { clearCounter, hitCounter, peekCounter } from '../../platform/http/pg-rate-limit-store.js';
import { findUserIdByLogin } from './users.repo.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export interface SignInThrottle {
  /** The account the login names, if it exists. */
  userId: string | null;
  /** A wrong password (or unknown login): one more failure on the account and on the address. */
  failed(): Promise<void>;
  /** The right password: the account's failures are forgiven (the address's are not). */
  succeeded(): Promise<void>;
}

const inMinutes = (ms: number) => `${Math.max(1, Math.ceil(ms / 60_000))} minute${ms > 60_000 ? 's' : ''}`;

/**
 * Failed sign-ins are counted the way a brokerage counts them, in the database (so every
 * node sees them), over a SIGN_IN_LOCKOUT_MINUTES window:
 * - per account (SIGN_IN_MAX_FAILURES_PER_ACCOUNT): guessing one member's password locks
 *   that account for the rest of the window, right password included;
 * - per address (SIGN_IN_MAX_FAILURES_PER_ADDRESS, much higher): one address spraying many
 *   accounts is stopped, while an office behind one address keeps signing in when a
 *   neighbour mistypes theirs.
 * Only failures count, so correct sign-ins never use up anyone's allowance. (The route also
 * has a plain per-address volume limit, SIGN_IN_RATE_LIMIT_MAX.)
 * Throws 429 before the password is even checked when either limit is reached.
 */
export async function signInThrottle(ctx: Ctx, login: string, address: string): Promise<SignInThrottle> {
  const userId = (await findUserIdByLogin(ctx.db, login)) ?? null;
  return throttleOf(ctx, userId, userId ?? `unknown:${login.toLowerCase()}`, address);
}

/**
 * The same counter for a step-up (password and code asked again before a sensitive action):
 * its failures count against the account as sign-in failures do, and an account locked for
 * sign-in is refused here with the same answer, so guessing codes through either way locks both.
 */
export async function stepUpThrottle(ctx: Ctx, userId: string, address: string): Promise<SignInThrottle> {
  return throttleOf(ctx, userId, userId, address);
}

/**
 * A password reset proves the mailbox: the account's failed sign-ins are forgiven, as the
 * lockout's message promises ("or reset your password"). Failures by a stranger guessing at
 * the account cannot keep its owner out once they have reset it.
 */
export async function forgiveSignInFailures(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await clearCounter(ctx.db, `sign-in-failures:account:${userId}`);
}

async function throttleOf(
  ctx: Ctx,
  userId: string | null,
  accountId: string,
  address: string,
): Promise<SignInThrottle> {
  const accountKey = `sign-in-failures:account:${accountId}`;
  const addressKey = `sign-in-failures:address:${address}`;
  const [account, from] = await Promise.all([peekCounter(ctx.db, accountKey), peekCounter(ctx.db, addressKey)]);
  if (account.current >= ctx.config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-ins on this account. Try again in ${inMinutes(account.ttl)}, or reset your password.`,
      { lockedFor: 'account', retryAfterSeconds: Math.ceil(account.ttl / 1000) },
    );
  }
  if (from.current >= ctx.config.SIGN_IN_MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-ins from your network. Try again in ${inMinutes(from.ttl)}.`,
      { lockedFor: 'address', retryAfterSeconds: Math.ceil(from.ttl / 1000) },
    );
  }
  const windowMs = ctx.config.SIGN_IN_LOCKOUT_MINUTES * 60_000;
  return {
    userId,
    async failed() {
      await Promise.all([hitCounter(ctx.db, accountKey, windowMs), hitCounter(ctx.db, addressKey, windowMs)]);
    },
    async succeeded() {
      await clearCounter(ctx.db, accountKey);
    },
  };
}
