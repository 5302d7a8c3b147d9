import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { deleteOtherSessions, deleteSessionOf } from './sessions.repo.js';
import { sessionsRevoked } from './sessions-revoked.js';

export interface RevokeSessionOptions {
  memberId: string;
  currentSessionId: string;
  sessionId: string;
}

/** Signs out one other session of the member: its next request is refused and its sockets close at once. */
export async function revokeSession(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, currentSessionId, sessionId }: RevokeSessionOptions,
): Promise<void> {
  if (sessionId === currentSessionId) {
    throw new AppError('VALIDATION_FAILED', 'This is the session you are using: sign out from the user menu.');
  }
  // Another member's session (or one already gone) is simply not found.
  if (!(await deleteSessionOf(ctx.db, memberId, sessionId))) throw notFound('No such session');
  sessionsRevoked(ctx.bus, { userId: memberId, sessions: [sessionId] });
}

export interface RevokeOtherSessionsOptions {
  memberId: string;
  currentSessionId: string;
}

/** "Sign out all others": every session of the member but this one. Returns how many ended. */
export async function revokeOtherSessions(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, currentSessionId }: RevokeOtherSessionsOptions,
): Promise<number> {
  const revoked = await deleteOtherSessions(ctx.db, memberId, currentSessionId);
  sessionsRevoked(ctx.bus, { userId: memberId, sessions: 'allExcept', keep: currentSessionId });
  return revoked;
}
