import type { EnableTwoFactorResponse } from '@member-area/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { betterAuthCode } from './better-auth-errors.js';

export interface EnableTwoFactorOptions {
  password: string;
  /** The member's request headers: Better Auth finds their session by its cookie. */
  headers: Headers;
}

/**
 * Starts two-factor (Better Auth's plugin): a new TOTP secret and ten backup codes, shown
 * once. Nothing changes at sign-in until the member confirms a code (confirm-two-factor.ts);
 * starting again before that replaces the secret.
 */
export async function enableTwoFactor(
  ctx: Pick<AppContext, 'auth'>,
  { password, headers }: EnableTwoFactorOptions,
): Promise<EnableTwoFactorResponse> {
  let result: { totpURI?: string; backupCodes?: string[] };
  try {
    const r = await ctx.auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
    result = r.method === 'totp' ? r : {};
  } catch (err) {
    const code = betterAuthCode(err);
    if (code === 'INVALID_PASSWORD') throw AppError.field('password', 'The password is incorrect');
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
