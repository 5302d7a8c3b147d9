import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** A small PNG that looks like an ID card (240×150), for KYC uploads. */
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABwUlEQVR42u3cMRHFIBBAQZRESZSgJCKiJErwwgwdfSyECi7szTPw+VtccZNUW5d+U/IEAloCWgJaAlpAS0BLQEtAS0ALaAloKRzo47ykuQEtoIEW0BLQEtACGmgBDbSAloCWgBbQQAtooAW0BLQEtIAGWkADLaAloCWgBTTQAloCWgJaAlpAAy2gJaCllUBLPqcrAS0BLQEtoCWgJaAloAW0JxDQEtAS0BLQAvpz5bljNfoDs5k9QAMNNNBAA70DaNmhgRbQQAtooAW0vxlooAU00AIaaAENtIAW0EALaLccxi0H0AZooIEGWnZooAU00AIaaAENtIAW0EALaKAFNNACGmgBLaDdchi3HEAboIEGGmg7tB0aaAENtIAGWkADLaCBBhpoAQ20gAZaQAMtoIEG2i2HccsBtAEaaAO0HVpAC2igBTTQAhpoAQ20gBbQQAtooAU00AIaaAHtlsMtB9AGaKAN0HZoAQ20gBbQQAtooAU00AIaaKCBFtBAC2igBTTQAtoth1sOoIEGGmgDtB1admigBTTQQAMtoIEW0EBrCdAS0BLQEtAC2isIaAloCWgJaAEtAS0BLQEtAS2gpci9P0l8EmPZTW4AAAAASUVORK5CYII=',
  'base64',
);

/** A file for Playwright's setInputFiles. */
export const documentFile = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: DOCUMENT_PNG });

/** What an authenticator app set up with `secret` (the base32 text /security shows) displays now. */
export async function totpNow(secret: string): Promise<string> {
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

/**
 * The previous time step's code, which the server still accepts: the code that turns two-factor
 * on claims its step, so a test that then signs in with the current code confirms with this one.
 * Taken far enough from the step's end that its step is still "previous" when it arrives.
 */
export async function totpPrevious(secret: string): Promise<string> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 20_000) await new Promise((r) => setTimeout(r, 30_050 - intoStep));
  const step = Math.floor(Date.now() / 30_000) - 1;
  return createOTP(new TextDecoder().decode(base32.decode(secret))).hotp(step);
}
