export { signOut, stopImpersonating } from './api';
export { landingPath } from './landing';
export { isVerifiedMember, sessionQuery, useClearSession, useSession, useSessionUser } from './useSession';
export { verifyPendingTarget } from './verify-pending';
