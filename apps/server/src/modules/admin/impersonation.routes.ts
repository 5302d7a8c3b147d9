import { hasPermission, ZLoginAdminRequest, ZOk, ZSessionResponse } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { forwardCookies, resolveSession, sessionBody, sessionsRevoked } from '../auth/index.js';
import { openSignInLink } from './open-sign-in-link.js';
import { invalidSignInLink } from './sign-in-link-token.js';
import { stopImpersonating } from './stop-impersonating.js';

const tags = ['back office'];

/**
 * The two ends of "sign in as member" that run outside the operator-only plugin: opening
 * the link (/login-admin/:username/:pass) and stopping, which runs as the member's session.
 */
export function impersonationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/account/login-admin',
      { schema: { tags, body: ZLoginAdminRequest, response: { 200: ZSessionResponse } } },
      async (request, reply) => {
        const operator = await resolveSession(ctx, request, reply).catch(() => null);
        // Anyone but the operator who made the link learns only that it does not work.
        if (!operator || !hasPermission(operator.role, 'members.manage') || operator.impersonatedBy)
          throw invalidSignInLink();
        const { headers, member } = await openSignInLink(ctx, {
          operatorId: operator.id,
          link: request.body,
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
      },
    );

    app.post(
      '/api/account/stop-impersonating',
      // The one write an impersonation session exists to make.
      { config: { allowImpersonation: true }, schema: { tags, response: { 200: ZOk } } },
      async (request, reply) => {
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
      },
    );
  };
}
