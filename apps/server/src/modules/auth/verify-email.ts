import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { endVerificationLinks, verificationLinkOwner } from './auth-links.repo.js';
import { betterAuthCode } from './better-auth-errors.js';

export interface VerifyEmailOptions {
  token: string;
  headers: Headers;
}

const invalidLink = () =>
  new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired. Ask for a new one.');

/**
 * Verifies the address and signs the member in (Better Auth's autoSignInAfterVerification):
 * returns the session cookie headers. A link works only while it is open: mailed by us, not
 * yet used, and not ended by a revoked verification or an address change (migration 0007).
 */
export async function verifyEmail(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  { token, headers }: VerifyEmailOptions,
): Promise<Headers> {
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
