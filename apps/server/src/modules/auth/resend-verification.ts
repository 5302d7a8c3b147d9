import type { AppContext } from '../../app-context.js';

export interface ResendVerificationOptions {
  email: string;
  headers: Headers;
}

/** Mails a fresh link to an unverified address; the same answer whatever the address. */
export async function resendVerification(
  ctx: Pick<AppContext, 'auth' | 'log'>,
  { email, headers }: ResendVerificationOptions,
): Promise<void> {
  try {
    await ctx.auth.api.sendVerificationEmail({ body: { email }, headers });
  } catch (err) {
    ctx.log.warn({ err }, 'resend verification refused');
  }
}
