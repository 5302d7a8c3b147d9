export { signOut, stopImpersonating } from './api';
export { landingPath } from './landing';
export { useCan } from './useCan';
export { useMemberQuery } from './useMemberQuery';
export {
  isVerifiedMember,
  sessionQuery,
  sessionReplaced,
  useClearSession,
  useSession,
  useSessionUser,
} from './useSession';
// Tree-shaken from the first page, which does not use it (checked by the bundle bench).
export { useStepUp, useStepUpWillAsk } from './useStepUp';
export { verifyPendingTarget } from './verify-pending';
