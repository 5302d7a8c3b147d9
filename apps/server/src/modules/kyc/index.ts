// KYC: the member's submissions with review and resubmission, the operators' queue, and the
// withdrawal guard the money-out routes call.
export { assertKycAllowsWithdrawal } from './assert-kyc-allows-withdrawal.js';
export { kycTopic } from './kyc.live.js';
export { kycAdminRoutes, kycRoutes } from './kyc.routes.js';
