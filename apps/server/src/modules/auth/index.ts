// Accounts and sessions: the guards every module's routes use, and the auth routes.
export { type Auth, createAuth } from './auth.js';
export { authModule } from './auth.module.js';
export { createAccount, type NewAccount } from './create-account.js';
export { refuseWhileImpersonating, registerImpersonationGuards } from './impersonation-guard.js';
export { defineMemberRead, type MemberRead, type MemberReadRow, memberRead, runMemberRead } from './member-read.js';
export {
  forwardCookies,
  memberOf,
  needsTwoFactorSetup,
  opensBackOffice,
  requireMember,
  requireOperator,
  requirePermission,
  resolveSession,
  type SignedInUser,
  sessionBody,
  toRole,
} from './session.js';
export { endImpersonationsBy, liveSessionIds, revokeAllSessions } from './sessions.repo.js';
export { type SessionRevocation, sessionsRevoked } from './sessions-revoked.js';
export { requireStepUp, stepUpRequired } from './step-up.js';
