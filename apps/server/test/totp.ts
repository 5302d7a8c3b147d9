import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The current code of an authenticator app set up with `secret` (the base32 text shown on /security). */
export async function totpNow(secret: string): Promise<string> {
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

/** A six-digit code that is not the current one (nor, in practice, its neighbours). */
export async function wrongCode(secret: string): Promise<string> {
  const right = Number(await totpNow(secret));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

/** The code of the time step `offset` steps from now (the server accepts the previous, current and next). */
export async function totpAt(secret: string, offset: number): Promise<string> {
  const step = Math.floor(Date.now() / 30_000) + offset;
  return createOTP(new TextDecoder().decode(base32.decode(secret))).hotp(step);
}

/**
 * The previous time step's code, which the server still accepts: the code that turns two-factor
 * on claims its step, so a test that then signs in with the current code confirms with this one.
 * Taken far enough from the step's end that its step is still "previous" when it arrives.
 */
export async function totpPrevious(secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await new Promise((r) => setTimeout(r, 30_050 - intoStep));
  return totpAt(secret, -1);
}
