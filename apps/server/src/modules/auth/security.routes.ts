import { securityApi } from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { route } from '../../module.js';
import { limited } from './auth.routes.js';
import { confirmTwoFactor } from './confirm-two-factor.js';
import { disableTwoFactor } from './disable-two-factor.js';
import { enableTwoFactor } from './enable-two-factor.js';
import { listSessions } from './list-sessions.js';
import { listSignIns } from './list-sign-ins.js';
import { revokeOtherSessions, revokeSession } from './revoke-sessions.js';
import { forwardCookies } from './session.js';
import { twoFactorEnabled } from './users.repo.js';

// Password and code guesses get the same DB-backed limit as the other auth endpoints.
const guarded = { config: limited };

/** /security: two-factor, active sessions, sign-in history. Nothing here changes while an operator impersonates. */
export const securityRoutes = [
  route(securityApi.twoFactor, async ({ ctx, member }) => ({ enabled: await twoFactorEnabled(ctx.db, member.id) })),

  route(
    securityApi.enableTwoFactor,
    ({ ctx, member, body, request }) =>
      enableTwoFactor(ctx, {
        memberId: member.id,
        password: body.password,
        headers: fromNodeHeaders(request.headers),
        address: request.ip,
      }),
    guarded,
  ),

  route(
    securityApi.confirmTwoFactor,
    async ({ ctx, member, body, request, reply }) => {
      const headers = await confirmTwoFactor(ctx, {
        memberId: member.id,
        sessionId: member.sessionId,
        code: body.code,
        headers: fromNodeHeaders(request.headers),
      });
      forwardCookies(reply, headers);
      return { ok: true as const };
    },
    guarded,
  ),

  // The impersonation refusal (onRequest) comes before the step-up, so an operator is told why
  // rather than asked for a password.
  route(
    securityApi.disableTwoFactor,
    async ({ ctx, member, body, request, reply }) => {
      const headers = await disableTwoFactor(ctx, {
        memberId: member.id,
        sessionId: member.sessionId,
        password: body.password,
        headers: fromNodeHeaders(request.headers),
      });
      forwardCookies(reply, headers);
      return { ok: true as const };
    },
    guarded,
  ),

  route(securityApi.sessions, async ({ ctx, member }) => ({
    sessions: await listSessions(ctx, { memberId: member.id, currentSessionId: member.sessionId }),
  })),

  route(securityApi.revokeSession, async ({ ctx, member, params }) => {
    await revokeSession(ctx, { memberId: member.id, currentSessionId: member.sessionId, sessionId: params.id });
    return { ok: true as const };
  }),

  route(securityApi.signOutOthers, async ({ ctx, member }) => ({
    revoked: await revokeOtherSessions(ctx, { memberId: member.id, currentSessionId: member.sessionId }),
  })),

  route(securityApi.signIns, async ({ ctx, member }) => ({ events: await listSignIns(ctx, { memberId: member.id }) })),
];
