import { z } from 'zod';

/** A six-digit code from an authenticator app. */
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const ZTwoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZEnableTwoFactorRequest = z.object({ password: z.string().min(1, 'Enter your password').max(128) });
export type EnableTwoFactorRequest = z.infer<typeof ZEnableTwoFactorRequest>;

/** Shown once: the secret (as a QR code and as text) and the ten backup codes. */
export const ZEnableTwoFactorResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, a data: URL. */
  qrCode: z.string(),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof ZEnableTwoFactorResponse>;

export const ZConfirmTwoFactorRequest = z.object({ code: ZTotpCode });
export type ConfirmTwoFactorRequest = z.infer<typeof ZConfirmTwoFactorRequest>;

export const ZDisableTwoFactorRequest = z.object({ password: z.string().min(1, 'Enter your password').max(128) });
export type DisableTwoFactorRequest = z.infer<typeof ZDisableTwoFactorRequest>;
