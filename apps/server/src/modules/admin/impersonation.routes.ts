import { authApi, hasPermission } from '@member-area/shared';
import { route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { forwardCookies, resolveSession, sessionBody, sessionsRevoked } from '../auth/index.js';
import { openSignInLink } from './open-sign-in-link.js';
import { invalidSignInLink } from './sign-in-link-token.js';
import { stopImpersonating } from './stop-impersonating.js';

/**
 * The two ends of "sign in as member" that run outside the back office's permissions (contract:
 * authApi, public): opening the link (/login-admin/:username/:pass), which reads the operator's
 * session itself, and stopping, which runs as the member's session.
 */
export const impersonationRoutes = [
  route(authApi.loginAdmin, async ({ ctx, body, request, reply }) => {
    const operator = await resolveSession(ctx, request, reply).catch(() => null);
    // Anyone but the operator who made the link learns only that it does not work.
    if (!operator || !hasPermission(operator.role, 'members.manage') || operator.impersonatedBy)
      throw invalidSignInLink();
    const { headers, member } = await openSignInLink(ctx, {
      operatorId: operator.id,
      link: body,
      headers: request.headers,
    });
    forwardCookies(reply, headers);
    return sessionBody({
      id: member.uid,
      email: member.email,
      emailVerified: member.emailVerified,
      role: 'member',
      impersonatedBy: operator.id,
    });
  }),

  route(authApi.stopImpersonating, async ({ ctx, request, reply }) => {
    const session = await resolveSession(ctx, request, reply).catch(() => null);
    if (!session?.impersonatedBy) throw new AppError('VALIDATION_FAILED', 'You are not signed in as a member.');
    const headers = await stopImpersonating(ctx, {
      operatorId: session.impersonatedBy,
      memberId: session.id,
      headers: request.headers,
    });
    forwardCookies(reply, headers);
    sessionsRevoked(ctx.bus, { userId: session.id, sessions: [session.sessionId] });
    return { ok: true as const };
  }),
];
