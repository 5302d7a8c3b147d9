import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.js';

export const USER_STATUSES = ['active', 'banned'] as const;
/** Operators are `admin` or `support` (see permissions.ts); `contact` is the seeded support chat contact. */
export const ROLES = ['member', 'admin', 'support', 'contact'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in person as the session sees them; profile data only once verified. */
export const ZSessionUser = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  /** Set when an operator is signed in as this member. */
  impersonatedBy: z.string().nullable(),
  /** An invited operator who has not turned on two-factor yet: the back office stays closed. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type SessionResponse = z.infer<typeof ZSessionResponse>;

export const ZMemberProfile = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  currency: z.enum(CURRENCIES),
  userTrading: z.boolean(),
  userBlock: z.boolean(),
  userStatus: z.enum(USER_STATUSES),
  photoURL: z.string().nullable(),
  memberSince: z.string(),
  referrer: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;
