import { z } from 'zod';
import { ZFirstName, ZLastName } from '../auth/fields.js';
import { CURRENCIES } from '../money/currencies.js';

export const ZUpdateProfileRequest = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  currency: z.enum(CURRENCIES, { message: 'Choose a currency' }),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
