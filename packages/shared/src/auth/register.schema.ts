import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.js';
import { ZEmail, ZFirstName, ZLastName, ZPassword, ZPasswordTyped, ZUserName } from './fields.js';
import { passwordsMatch } from './passwords-match.js';

export const ZRegisterRequest = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    userName: ZUserName,
    email: ZEmail,
    password: ZPassword,
    confirmPassword: ZPasswordTyped('Confirm your password'),
    currency: z.enum(CURRENCIES, { message: 'Choose a currency' }),
    /** The referrer's user name, from /register/:slug. Unknown names register without one. */
    referrer: z.string().trim().max(30).optional(),
  })
  .refine(...passwordsMatch('password'));
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  email: z.string(),
  /** Whether the referrer named in the request was found and recorded. */
  referrerRecorded: z.boolean(),
});
export type RegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZReferrerLookupResponse = z.object({
  userName: z.string(),
  fullName: z.string(),
});
export type ReferrerLookupResponse = z.infer<typeof ZReferrerLookupResponse>;
