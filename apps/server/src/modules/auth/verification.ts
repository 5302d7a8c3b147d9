import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';

type Ctx = Pick<AppContext, 'auth' | 'log'>;

/** Mails a fresh link to an unverified address; the same answer whatever the address. */
export async function resendVerification(ctx: Ctx, email: string, headers: Headers): Promise<void> {
  try {
    await ctx.auth.api.sendVerificationEmail({ body: { email }, headers });
  } catch (err) {
    ctx.log.warn({ err }, 'resend verification refused');
  }
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<void> {
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    if (betterAuthCode(err) !== undefined) {
      throw new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired. Ask for a new one.');
    }
    throw err;
  }
}
