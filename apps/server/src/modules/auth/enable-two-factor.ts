import type { EnableTwoFactorResponse } from '@member-area/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';
import { stepUpThrottle } from './sign-in-throttle.js';

export interface EnableTwoFactorOptions {
  memberId: string;
  password: string;
  /** The member's request headers: Better Auth finds their session by its cookie. */
  headers: Headers;
  /** The request's address: a wrong password counts there and on the account. */
  address: string;
}

/**
 * Starts two-factor (Better Auth's plugin): a new TOTP secret and ten backup codes, shown
 * once. Nothing changes at sign-in until the member confirms a code (confirm-two-factor.ts);
 * starting again before that replaces the secret. A wrong password counts as a failed sign-in
 * on the account, as a step-up's does.
 */
export async function enableTwoFactor(
  ctx: Pick<AppContext, 'auth' | 'db' | 'config'>,
  { memberId, password, headers, address }: EnableTwoFactorOptions,
): Promise<EnableTwoFactorResponse> {
  const throttle = await stepUpThrottle(ctx, memberId, address);
  let result: { totpURI?: string; backupCodes?: string[] };
  try {
    const r = await ctx.auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
    result = r.method === 'totp' ? r : {};
  } catch (err) {
    const code = betterAuthCode(err);
    if (code === 'INVALID_PASSWORD') {
      await throttle.failed();
      throw AppError.field('password', 'The password is incorrect');
    }
    if (code === 'TOTP_ALREADY_ENABLED') throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    throw err;
  }
  const otpauthUrl = result.totpURI ?? '';
  const secret = new URL(otpauthUrl).searchParams.get('secret') ?? '';
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    backupCodes: result.backupCodes ?? [],
  };
}
