import { z } from 'zod';
import { ZEmail, ZLinkToken, ZPassword, ZPasswordTyped } from './fields.js';
import { passwordsMatch } from './passwords-match.js';

export const ZSignInRequest = z.object({
  /** An e-mail address or a user name. */
  login: z.string().trim().min(1, 'Enter your e-mail or user name').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
  /** With two-factor on: a code from the authenticator app, or a backup code. */
  code: z.string().trim().max(32).optional(),
});
export type SignInRequest = z.infer<typeof ZSignInRequest>;

export const ZResendVerificationRequest = z.object({ email: ZEmail });
export type ResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

export const ZVerifyEmailRequest = z.object({ token: ZLinkToken });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: ZLinkToken,
    newPassword: ZPassword,
    confirmPassword: ZPasswordTyped('Confirm your password'),
  })
  .refine(...passwordsMatch('newPassword'));
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: ZPasswordTyped('Enter your current password'),
    newPassword: ZPassword,
    confirmPassword: ZPasswordTyped('Confirm your password'),
  })
  .refine(...passwordsMatch('newPassword'))
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
