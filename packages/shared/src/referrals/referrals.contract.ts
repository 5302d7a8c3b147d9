import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import {
  ZMemberNetwork,
  ZReferralMembersQuery,
  ZReferralMembersResponse,
  ZReferralOverview,
} from './referrals.schema.js';

/** /refferals (the spec's spelling) and the operators' view of a member's network. */
export const referralsApi = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/referrals',
    summary: "The member's referral link and their network's totals per level",
    access: 'member',
    response: ZReferralOverview,
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/referrals/members',
    summary: 'The members the member referred, on every level, paged',
    access: 'member',
    query: ZReferralMembersQuery,
    response: ZReferralMembersResponse,
  }),
  network: defineRoute({
    method: 'GET',
    path: '/api/admin/members/:uid/network',
    summary: "A member's upline and downline",
    access: { permission: 'console.read' },
    params: z.object({ uid: z.string().min(1).max(64) }),
    response: ZMemberNetwork,
    errors: ['NOT_FOUND'],
  }),
} as const;
