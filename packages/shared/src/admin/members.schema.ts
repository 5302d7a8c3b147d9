import { z } from 'zod';
import { ZMemberProfile } from '../auth/session.schema.js';
import { ZDay } from '../http/day.js';
import { keyedPage, keyedPageQuery } from '../money/paged.js';

/**
 * The members list pages by key, newest first: `after` (the next page) or `before` (the previous
 * one) names the member at the edge of the page the operator saw, so a member who joins
 * meanwhile neither repeats nor hides a row, and page 5,000 costs what page 1 costs.
 */
export const ZMemberListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    after: z.string().min(1).max(100).optional(),
    before: z.string().min(1).max(100).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => !(v.after && v.before), { message: 'Give either after or before, not both', path: ['before'] });
export type MemberListQuery = z.infer<typeof ZMemberListQuery>;

/** Past this many matches the list says "10,000+" (or an estimate) instead of counting them all. */
export const MEMBER_COUNT_CAP = 10_000;

export const ZMemberRow = ZMemberProfile.pick({
  uid: true,
  fullName: true,
  userName: true,
  email: true,
  emailVerified: true,
  userTrading: true,
  userBlock: true,
  userStatus: true,
  memberSince: true,
});
export type MemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberListResponse = z.object({
  rows: z.array(ZMemberRow),
  /** Exact up to MEMBER_COUNT_CAP; past it a floor (`totalExact` false): the web shows "10,000+". */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** The `after` of the next page, the `before` of the previous one; null at either end. */
  next: z.string().nullable(),
  prev: z.string().nullable(),
  pageSize: z.number().int(),
});
export type MemberListResponse = z.infer<typeof ZMemberListResponse>;

export const ZMemberDetail = ZMemberProfile.extend({
  balance: z.string(),
  blockReason: z.string().nullable(),
  banReason: z.string().nullable(),
  role: z.string(),
});
export type MemberDetail = z.infer<typeof ZMemberDetail>;

const reason = z.string().trim().max(500).optional();
const needsReasonToTurnOn = (v: { value: boolean; reason?: string | undefined }) =>
  !v.value || (v.reason ?? '').length >= 3;
const reasonRule = { message: 'Give a reason of at least 3 characters', path: ['reason'] };

/** One switch at a time, so each change is its own audit entry. Blocking or banning needs a reason. */
export const ZUpdateMemberFlagRequest = z.discriminatedUnion('flag', [
  z.object({ flag: z.literal('userTrading'), value: z.boolean() }),
  z.object({ flag: z.literal('userBlock'), value: z.boolean(), reason }).refine(needsReasonToTurnOn, reasonRule),
  z.object({ flag: z.literal('banned'), value: z.boolean(), reason }).refine(needsReasonToTurnOn, reasonRule),
]);
export type UpdateMemberFlagRequest = z.infer<typeof ZUpdateMemberFlagRequest>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  /** The actor as shown everywhere (`whoName`): an operator's name, a member's user name. */
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
  /** The member or operator the action was about, by name (`whoName`); null when none. */
  targetName: z.string().nullable(),
  /** The line as read (audit/audit-sentences.ts). */
  sentence: z.string(),
  /** Each change as before → after. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/** The audit log's filters: who acted, about whom, which action, from and to a day (UTC, inclusive). */
export const ZAuditFilter = z.object({
  targetId: z.string().max(100).optional(),
  /** Part of the member's name, user name or e-mail. */
  member: z.string().trim().max(100).optional(),
  actorId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type AuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditListQuery = ZAuditFilter.extend(keyedPageQuery(50));
export const ZAuditListResponse = keyedPage(ZAuditEntry);
export type AuditListResponse = z.infer<typeof ZAuditListResponse>;
