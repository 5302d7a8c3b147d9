import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { resolveSession } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refuse this route, even a read, while an operator acts as a member (contract:
     * `impersonation: 'refuse'`). Writes are refused without it.
     */
    noImpersonation?: boolean;
    /**
     * Let this write through while an operator acts as a member (contract:
     * `impersonation: 'allow'`): only what ends the impersonation (stop, sign out).
     */
    allowImpersonation?: boolean;
    /**
     * Audit this read when an operator acting as a member makes it (contract: `impersonation:
     * 'audit'`): what the desk shows only under money.decide, and audited, is not read unseen.
     */
    auditImpersonation?: boolean;
  }
}

export const IMPERSONATION_WRITE = 'impersonation.write';
export const IMPERSONATION_READ = 'impersonation.read';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal a member-only action gets in an impersonation session. */
export const notWhileImpersonating = () =>
  new AppError(
    'FORBIDDEN',
    'An operator is signed in as this member: this view is read-only. Stop acting as the member to make changes.',
  );

/**
 * Two rules for every route, so no route has to remember them:
 * - a session signed in as a member is read-only: every write route (any method but GET, HEAD
 *   and OPTIONS), unless its contract allows it (`allowImpersonation`), and every route that
 *   refuses even reads (`noImpersonation`), gets a guard after its access guard
 *   (the access guard, at onRequest, has attached the signed-in member), refusing with 403. Segregation
 *   of duties: an operator never submits a member's KYC and then approves it;
 * - every non-GET request made in an impersonation session is audited under the operator's
 *   id once answered (actor = operator, target = member), whatever the outcome.
 * Call before the routes are registered: the onRoute hook only sees routes added after it.
 */
export function registerImpersonationGuards(app: FastifyInstance, ctx: AppContext): void {
  const guard = refuseWhileImpersonating(ctx);
  app.addHook('onRoute', (route) => {
    const write = [route.method].flat().some((method) => !READ_METHODS.has(method));
    const refused = route.config?.noImpersonation || (write && !route.config?.allowImpersonation);
    if (!refused) return;
    // At onRequest, after the access guard (which attached the member): refused before the body
    // is read or validated, and before a step-up asks for a password the operator cannot give.
    const own = [route.onRequest ?? []].flat();
    route.onRequest = [...own, guard];
  });

  // Written before the answer leaves (onSend, not onResponse): whoever reads the log after the
  // answer finds the entry, and a write is never answered without its audit line.
  app.addHook('onSend', async (request, reply, payload) => {
    const member = request.member;
    if (!member?.impersonatedBy) return payload;
    const read = READ_METHODS.has(request.method);
    if (read && !request.routeOptions.config?.auditImpersonation) return payload;
    try {
      await recordAudit(ctx.db, {
        actorId: member.impersonatedBy,
        action: read ? IMPERSONATION_READ : IMPERSONATION_WRITE,
        targetType: 'member',
        targetId: member.id,
        details: { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode },
      });
    } catch (err) {
      request.log.error({ err }, 'could not audit a request made while impersonating');
    }
    return payload;
  });
}

/** Hook: 403 in an impersonation session. Uses the member a guard attached, else reads the session. */
export function refuseWhileImpersonating(ctx: AppContext): onRequestHookHandler {
  return async function refuse(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const user = request.member ?? (await resolveSession(ctx, request, reply).catch(() => null));
    if (user?.impersonatedBy) throw notWhileImpersonating();
  };
}
