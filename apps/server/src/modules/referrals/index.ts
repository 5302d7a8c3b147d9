// Referrals: the upline walk, the commission paid once per (investment, level) into the bonus
// fund, the member's network (/refferals) and the operators' view of it.
export { commissionSources } from './commission-sources.js';
export { commissionOf, type PaidCommission, payReferralCommissions } from './pay-commissions.js';
export { referralsModule } from './referrals.module.js';
export { type UplineMember, uplineOf } from './upline.js';
