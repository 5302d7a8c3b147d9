export { kycLive } from './kyc.live';
