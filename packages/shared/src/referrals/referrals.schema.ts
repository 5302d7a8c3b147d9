import { z } from 'zod';
import { ZMoney, ZMoneyCurrency } from '../money/money-settings.schema.js';
import { paged, pageQuery } from '../money/paged.js';

/** How many upline levels earn a commission at most (a package may name fewer): the levels /refferals shows. */
export const REFERRAL_LEVELS = 3;

/** GET /api/referrals: the member's link and their network per level. */
export const ZReferralOverview = z.object({
  /** The link is `<origin>/register/<userName>`. */
  userName: z.string(),
  currency: ZMoneyCurrency,
  levels: z.array(
    z.object({
      level: z.number().int(),
      members: z.number().int(),
      /** Members of this level with an active investment; null until investments exist. */
      activeInvestors: z.number().int(),
      bonus: ZMoney,
    }),
  ),
  totalBonus: ZMoney,
});
export type ReferralOverview = z.infer<typeof ZReferralOverview>;

export const ZReferralMembersQuery = z.object({ ...pageQuery() });
export type ReferralMembersQuery = z.input<typeof ZReferralMembersQuery>;

/** One member of the downline (levels 1 to REFERRAL_LEVELS), nearest level first, newest first. */
export const ZReferralMember = z.object({
  name: z.string(),
  userName: z.string(),
  joinedAt: z.string(),
  level: z.number().int(),
  /** Whether they have an active investment; null until investments exist. */
  activeInvestment: z.boolean(),
  /** What the viewer earned from their investments. */
  bonus: ZMoney,
});
export type ReferralMember = z.infer<typeof ZReferralMember>;

export const ZReferralMembersResponse = paged(ZReferralMember);
export type ReferralMembersResponse = z.infer<typeof ZReferralMembersResponse>;

/** One member of someone's network, as operators see it. */
export const ZNetworkMember = z.object({
  uid: z.string(),
  name: z.string(),
  userName: z.string(),
  level: z.number().int(),
  /** Blocked or banned: earns no commission. */
  excluded: z.boolean(),
});
export type NetworkMember = z.infer<typeof ZNetworkMember>;

/** GET /api/admin/members/:uid/network: the upline (level 1 = the referrer) and the downline. */
export const ZMemberNetwork = z.object({
  upline: z.array(ZNetworkMember),
  downline: z.array(ZNetworkMember),
  /** The downline's size; `downline` shows its first 100, nearest first. */
  downlineTotal: z.number().int(),
  /** False past a cap: `downlineTotal` is then a lower bound ("200+"). */
  downlineTotalExact: z.boolean(),
});
export type MemberNetwork = z.infer<typeof ZMemberNetwork>;
