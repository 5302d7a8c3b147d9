import {
  ZActiveSessionsResponse,
  ZConfirmTwoFactorRequest,
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
  ZEnableTwoFactorResponse,
  ZOk,
  ZRevokeOthersResponse,
  ZSignInHistoryResponse,
  ZTwoFactorStatus,
} from '@member-area/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { confirmTwoFactor } from './confirm-two-factor.js';
import { disableTwoFactor } from './disable-two-factor.js';
import { enableTwoFactor } from './enable-two-factor.js';
import { refuseWhileImpersonating } from './impersonation-guard.js';
import { listSessions } from './list-sessions.js';
import { listSignIns } from './list-sign-ins.js';
import { revokeOtherSessions, revokeSession } from './revoke-sessions.js';
import { forwardCookies, memberOf, requireMember } from './session.js';
import { requireStepUp } from './step-up.js';
import { twoFactorEnabled } from './users.repo.js';

const tags = ['security'];

/** /security: two-factor, active sessions, sign-in history. Nothing here changes while an operator impersonates. */
export function securityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(ctx));
    // Password and code guesses: the same DB-backed limit as the other auth endpoints.
    const guarded = {
      noImpersonation: true,
      rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    };

    app.get('/api/security/two-factor', { schema: { tags, response: { 200: ZTwoFactorStatus } } }, async (request) => ({
      enabled: await twoFactorEnabled(ctx.db, memberOf(request).id),
    }));

    app.post(
      '/api/security/two-factor/enable',
      { config: guarded, schema: { tags, body: ZEnableTwoFactorRequest, response: { 200: ZEnableTwoFactorResponse } } },
      async (request) =>
        enableTwoFactor(ctx, { password: request.body.password, headers: fromNodeHeaders(request.headers) }),
    );

    app.post(
      '/api/security/two-factor/confirm',
      { config: guarded, schema: { tags, body: ZConfirmTwoFactorRequest, response: { 200: ZOk } } },
      async (request, reply) => {
        const member = memberOf(request);
        const headers = await confirmTwoFactor(ctx, {
          memberId: member.id,
          sessionId: member.sessionId,
          code: request.body.code,
          headers: fromNodeHeaders(request.headers),
        });
        forwardCookies(reply, headers);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/security/two-factor/disable',
      // Turning 2FA off is a sensitive change: a fresh proof (password and code) first.
      {
        config: guarded,
        // The impersonation refusal first, so an operator is told why rather than asked for a password.
        preHandler: [refuseWhileImpersonating(ctx), requireStepUp(ctx)],
        schema: { tags, body: ZDisableTwoFactorRequest, response: { 200: ZOk } },
      },
      async (request, reply) => {
        const member = memberOf(request);
        const headers = await disableTwoFactor(ctx, {
          memberId: member.id,
          sessionId: member.sessionId,
          password: request.body.password,
          headers: fromNodeHeaders(request.headers),
        });
        forwardCookies(reply, headers);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/security/sessions',
      { schema: { tags, response: { 200: ZActiveSessionsResponse } } },
      async (request) => {
        const member = memberOf(request);
        return { sessions: await listSessions(ctx, { memberId: member.id, currentSessionId: member.sessionId }) };
      },
    );

    app.delete(
      '/api/security/sessions/:id',
      {
        config: { noImpersonation: true },
        schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: { 200: ZOk } },
      },
      async (request) => {
        const member = memberOf(request);
        await revokeSession(ctx, {
          memberId: member.id,
          currentSessionId: member.sessionId,
          sessionId: request.params.id,
        });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/security/sessions/sign-out-others',
      { config: { noImpersonation: true }, schema: { tags, response: { 200: ZRevokeOthersResponse } } },
      async (request) => {
        const member = memberOf(request);
        return { revoked: await revokeOtherSessions(ctx, { memberId: member.id, currentSessionId: member.sessionId }) };
      },
    );

    app.get(
      '/api/security/sign-ins',
      { schema: { tags, response: { 200: ZSignInHistoryResponse } } },
      async (request) => ({ events: await listSignIns(ctx, { memberId: memberOf(request).id }) }),
    );
  };
}
