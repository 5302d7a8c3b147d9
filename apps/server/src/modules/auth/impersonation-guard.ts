import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { resolveSession } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refuse this route while an operator acts as a member (money out, password, 2FA,
     * sessions, bank data): the operator may look and help, never take over the account.
     */
    noImpersonation?: boolean;
  }
}

export const IMPERSONATION_WRITE = 'impersonation.write';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal a member-only action gets in an impersonation session. */
export const notWhileImpersonating = () =>
  new AppError('FORBIDDEN', 'Not available while signed in as a member. Stop acting as the member first.');

/**
 * Two rules for every route, so no route has to remember them:
 * - a route with `config: { noImpersonation: true }` gets a guard appended after its own
 *   preHandlers (which have attached the signed-in member by then), refusing with 403;
 * - every non-GET request made in an impersonation session is audited under the operator's
 *   id once answered (actor = operator, target = member), whatever the outcome.
 * Call before the routes are registered: the onRoute hook only sees routes added after it.
 */
export function registerImpersonationGuards(app: FastifyInstance, ctx: AppContext): void {
  const guard = refuseWhileImpersonating(ctx);
  app.addHook('onRoute', (route) => {
    if (!route.config?.noImpersonation) return;
    const own = [route.preHandler ?? []].flat();
    route.preHandler = [...own, guard];
  });

  // Written before the answer leaves (onSend, not onResponse): whoever reads the log after the
  // answer finds the entry, and a write is never answered without its audit line.
  app.addHook('onSend', async (request, reply, payload) => {
    const member = request.member;
    if (!member?.impersonatedBy || READ_METHODS.has(request.method)) return payload;
    try {
      await recordAudit(ctx.db, {
        actorId: member.impersonatedBy,
        action: IMPERSONATION_WRITE,
        targetType: 'member',
        targetId: member.id,
        details: { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode },
      });
    } catch (err) {
      request.log.error({ err }, 'could not audit a write made while impersonating');
    }
    return payload;
  });
}

/** preHandler: 403 in an impersonation session. Uses the member a guard attached, else reads the session. */
export function refuseWhileImpersonating(ctx: AppContext): preHandlerHookHandler {
  return async function refuse(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const user = request.member ?? (await resolveSession(ctx, request, reply).catch(() => null));
    if (user?.impersonatedBy) throw notWhileImpersonating();
  };
}
