import { z } from 'zod';

// Field rules shared by registration, profile updates and password forms.

export const ZFirstName = z.string().trim().min(1, 'Enter your first name').max(50, 'Keep it under 50 characters');
export const ZLastName = z.string().trim().min(1, 'Enter your last name').max(50, 'Keep it under 50 characters');
export const ZUserName = z
  .string()
  .trim()
  .min(3, 'User name must be at least 3 characters')
  .max(30, 'User name must be at most 30 characters')
  .regex(/^[a-zA-Z0-9_.]+$/, 'Use only letters, digits, dots and underscores');
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address is at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));
/** A password typed again, or the current one: as long as a password may be. */
export const ZPasswordTyped = (message: string) => z.string().min(1, message).max(128);
/** A link's token (verification, password reset), as the mail carried it. */
export const ZLinkToken = z.string().min(1, 'The link is incomplete').max(512, 'This link is not one we sent');
export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
