// For the withdrawal pages; tree-shaken from the live channel's chunk, which loads this file.
export { KycWithdrawalNotice, useKycBlocksWithdrawal } from './KycWithdrawalNotice';
export { kycKeys } from './keys';
export { kycLive } from './kyc.live';
