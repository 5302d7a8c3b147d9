export { signOut, stopImpersonating } from './api';
export { landingPath } from './landing';
export { useMemberQuery } from './useMemberQuery';
export { isVerifiedMember, sessionQuery, useClearSession, useSession, useSessionUser } from './useSession';
export { verifyPendingTarget } from './verify-pending';
// useStepUp (./useStepUp) is imported by path, not from here: it brings the form libraries,
// which must not load with the first page.
