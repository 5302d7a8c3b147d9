import type { AppContext } from '../../app-context.js';

/**
 * Checks a second-factor code with Better Auth's plugin: six digits are a TOTP code, anything
 * else a backup code (used up by this check). `headers` carry either the session (step-up) or
 * the challenge cookie of a sign-in in progress. Throws Better Auth's error when the code is wrong.
 */
export async function verifySecondFactor(ctx: Pick<AppContext, 'auth'>, headers: Headers, code: string) {
  const compact = code.replace(/\s+/g, '');
  const r = /^\d{6}$/.test(compact)
    ? await ctx.auth.api.verifyTOTP({ body: { code: compact }, headers, returnHeaders: true })
    : await ctx.auth.api.verifyBackupCode({ body: { code: compact }, headers, returnHeaders: true });
  return { headers: r.headers, userId: r.response.user.id as string | undefined, token: r.response.token };
}
