import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';

const PERIOD_SECONDS = 30; // Better Auth's default TOTP period, which we keep
const BASE32_PREFIX = 'base32:';

/** The code as typed, spaces taken out: apps show it as "123 456". */
const compactCode = (code: string) => code.replace(/\s+/g, '');
const isTotpCode = (compact: string) => /^\d{6}$/.test(compact);

/** A TOTP code of a step already used by this member (sign-in or step-up). */
export const CODE_ALREADY_USED = () =>
  AppError.field('code', 'This code was already used. Wait for the next code in your app.');

/**
 * Checks a second-factor code with Better Auth's plugin: six digits are a TOTP code, anything
 * else a backup code (used up by this check). `headers` carry either the session (step-up) or
 * the challenge cookie of a sign-in in progress. Throws Better Auth's error when the code is
 * wrong, and CODE_ALREADY_USED for a TOTP code whose time step this member already used.
 */
export async function verifySecondFactor(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  headers: Headers,
  code: string,
  userId: string,
) {
  const compact = compactCode(code);
  await claimTotpStep(ctx, userId, code);
  const r = isTotpCode(compact)
    ? await ctx.auth.api.verifyTOTP({ body: { code: compact }, headers, returnHeaders: true })
    : await ctx.auth.api.verifyBackupCode({ body: { code: compact }, headers, returnHeaders: true });
  return { headers: r.headers, userId: r.response.user.id as string | undefined, token: r.response.token };
}

/**
 * RFC 6238 §5.2: a code is accepted at most once. Finds the time step (of the three Better Auth
 * accepts: previous, current, next) whose code this is, and records it as the member's last used
 * step in one conditional upsert, so of two requests with the same code only one gets through.
 * A code of no step is left to Better Auth, which refuses and counts it. The code that turns
 * two-factor on claims its step too: it was on the screen, and must not sign in a second time.
 * Takes the code as typed: one that is not six digits is no TOTP code, and claims nothing.
 */
export async function claimTotpStep(ctx: Pick<AppContext, 'auth' | 'db'>, userId: string, code: string): Promise<void> {
  const compact = compactCode(code);
  if (!isTotpCode(compact)) return;
  const row = await ctx.db.selectFrom('twoFactor').select('secret').where('userId', '=', userId).executeTakeFirst();
  if (!row) return;
  const auth = await ctx.auth.$context;
  const stored = await symmetricDecrypt({ key: auth.secretConfig, data: row.secret });
  const otp = createOTP(
    stored.startsWith(BASE32_PREFIX) ? base32.decode(stored.slice(BASE32_PREFIX.length).toUpperCase()) : stored,
  );
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let step: number | undefined;
  for (const candidate of [now - 1, now, now + 1]) if ((await otp.hotp(candidate)) === compact) step = candidate;
  if (step === undefined) return;
  const claimed = await ctx.db
    .insertInto('totp_last_step')
    .values({ user_id: userId, step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ step }).where('totp_last_step.step', '<', BigInt(step)))
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw CODE_ALREADY_USED();
}
