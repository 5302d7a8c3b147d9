export { kycLive } from './kyc.live';
// KycWithdrawalNotice and useKycBlocksWithdrawal (./KycWithdrawalNotice), for the withdrawal
// pages, are imported by path, not from here: this file loads with the live channel.
