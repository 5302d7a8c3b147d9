import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { endVerificationLinks, verificationLinkOwner } from './auth-links.repo.js';
import { betterAuthCode } from './better-auth-errors.js';

type Ctx = Pick<AppContext, 'auth' | 'log' | 'db'>;

const invalidLink = () =>
  new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired. Ask for a new one.');

/** Mails a fresh link to an unverified address; the same answer whatever the address. */
export async function resendVerification(ctx: Ctx, email: string, headers: Headers): Promise<void> {
  try {
    await ctx.auth.api.sendVerificationEmail({ body: { email }, headers });
  } catch (err) {
    ctx.log.warn({ err }, 'resend verification refused');
  }
}

/**
 * Verifies the address and signs the member in (Better Auth's autoSignInAfterVerification):
 * returns the session cookie headers. A link works only while it is open: mailed by us, not
 * yet used, and not ended by a revoked verification or an address change (migration 0007).
 */
export async function verifyEmail(ctx: Ctx, token: string, headers: Headers): Promise<Headers> {
  const userId = await verificationLinkOwner(ctx.db, token);
  if (!userId) throw invalidLink();
  try {
    const result = await ctx.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    await endVerificationLinks(ctx.db, userId);
    return result.headers;
  } catch (err) {
    if (betterAuthCode(err) !== undefined) throw invalidLink();
    throw err;
  }
}
