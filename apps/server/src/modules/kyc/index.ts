// KYC: the member's submissions with review and resubmission, the operators' queue, and the
// withdrawal guard the money-out routes call.
export { assertKycAllowsWithdrawal, withdrawalKycQuery } from './assert-kyc-allows-withdrawal.js';
export { kycTopic } from './kyc.live.js';
export { kycModule } from './kyc.module.js';
