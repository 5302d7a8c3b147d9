import { referralsApi } from '@member-area/shared';
import { route } from '../../module.js';
import { memberNetwork } from './member-network.js';
import { referralMembers, referralOverview } from './referral-overview.js';

/** /refferals and the operators' view of a member's network. */
export const referralsRoutes = [
  route(referralsApi.overview, ({ ctx, member }) => referralOverview(ctx, member.id)),
  route(referralsApi.members, ({ ctx, member, query }) => referralMembers(ctx, member.id, query)),
  route(referralsApi.network, ({ ctx, params }) => memberNetwork(ctx, params.uid)),
];
