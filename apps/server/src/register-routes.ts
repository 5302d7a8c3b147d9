import { accessLabel, type RouteSpec, ZApiError, ZIdempotencyKeyHeader } from '@member-area/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
  onRequestHookHandler,
} from 'fastify';
import type { AppContext } from './app-context.js';
import type { RouteImpl, RouteInput } from './module.js';
import {
  memberOf,
  memberRead,
  requireMember,
  requirePermission,
  requireStepUp,
  type SignedInUser,
} from './modules/auth/index.js';
import { STATUS_OF } from './platform/http/app-error.js';
import { replyIdempotent, settleRefusalAhead } from './platform/http/idempotency.js';

/**
 * Registers contract routes on Fastify, applying what each contract says, in this order:
 * 1. access (onRequest: before the body is even parsed, so a protected route answers 401/403/404
 *    to a stranger whatever the body), then the route's own `onRequest` gate if it has one;
 * 2. the schemas (params, query, body: 400 with field errors);
 * 3. impersonation (writes refused unless the contract allows them; see impersonation-guard.ts);
 * 4. the route's precheck, if any (refusals that need no password), then step-up (403
 *    STEP_UP_REQUIRED);
 * 5. the handler, inside the route's stored idempotent answer when the contract says so.
 * Every route's refusals (implied by its flags and listed in `errors`) go into OpenAPI.
 */
export function registerRoutes(
  server: FastifyInstance,
  ctx: AppContext,
  tag: string,
  impls: readonly RouteImpl[],
): void {
  const stepUp = requireStepUp(ctx);
  for (const impl of impls) {
    const { route: spec, options } = impl;
    const status = spec.status ?? 200;
    const guards = [accessGuard(ctx, spec), options.onRequest?.(ctx)].filter((hook) => hook !== undefined);
    const config = typeof options.config === 'function' ? options.config(ctx) : options.config;
    // The route's member read, as it came back with the session (or read now, on the slow path).
    const readOf = (request: FastifyRequest) =>
      options.memberRead ? memberRead(ctx, request, options.memberRead) : undefined;
    const inputOf = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<RouteInput<RouteSpec, unknown, unknown>> => ({
      ctx,
      // Set by the access guard on every route but a public one, where it stays null.
      member: (request.member ?? null) as SignedInUser,
      params: request.params as undefined,
      query: request.query as undefined,
      body: request.body as undefined,
      request,
      reply,
      prechecked: prechecked.get(request),
      read: (await readOf(request)) as never,
    });
    // The precheck and step-up's proof read at once, then refuse in their order: the precheck's
    // refusal comes before step-up's. Each is only a read, so reading one whose answer is then not
    // needed costs a query, not a wait. The Idempotency-Key is read only when the precheck refuses
    // (an answered retry is answered as the first time, whatever the checks say now; a new key
    // stores the refusal as its answer, as a refusal under the lock is stored); a passed
    // precheck's transaction does not read it either (idempotent's readKey): an answered retry is
    // then found at the COMMIT, where its answer's insert conflicts.
    const readsKey = options.precheck !== undefined && spec.idempotent === true;
    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const input = await inputOf(request, reply);
      const checked = options.precheck?.(input as RouteInput<RouteSpec, undefined, unknown>);
      const proof = spec.stepUp ? stepUp(request) : undefined;
      for (const p of [checked, proof]) if (p instanceof Promise) p.catch(() => {});
      try {
        prechecked.set(request, await checked);
      } catch (err) {
        if (!readsKey) throw err;
        await settleRefusalAhead(ctx.db, request, memberOf(request).id, err);
      }
      await proof;
    };
    const options_: FastifyRouteOptions = {
      method: spec.method,
      url: spec.path,
      schema: {
        tags: [tag],
        summary: spec.summary,
        description: `Who may call it: ${accessLabel(spec.access)}.${spec.idempotent ? ' Idempotent: send an Idempotency-Key header.' : ''}${spec.stepUp ? ' Needs a recent step-up (POST /api/account/step-up).' : ''}`,
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.idempotent ? { headers: ZIdempotencyKeyHeader } : {}),
        ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(spec.produces ? { produces: [spec.produces] } : {}),
        response: {
          ...(spec.response ? { [status]: spec.response } : {}),
          ...Object.fromEntries(errorStatuses(spec).map((code) => [code, ZApiError])),
        },
      },
      config: {
        ...config,
        ...(options.memberRead ? { memberRead: options.memberRead } : {}),
        ...(spec.stepUp ? { stepUp: true } : {}),
        ...(spec.impersonation === 'allow' ? { allowImpersonation: true } : {}),
        ...(spec.impersonation === 'refuse' ? { noImpersonation: true } : {}),
        ...(spec.impersonation === 'audit' ? { auditImpersonation: true } : {}),
      },
      ...(guards.length ? { onRequest: guards } : {}),
      ...(options.precheck || spec.stepUp ? { preHandler } : {}),
      handler: async (request, reply) => {
        const input = await inputOf(request, reply);
        if (spec.idempotent) {
          return replyIdempotent(
            ctx,
            request,
            reply,
            memberOf(request).id,
            (tx) => impl.handler({ ...input, ctx: tx }),
            status,
            { readKey: !(readsKey && prechecked.has(request)) },
          );
        }
        const answer = await impl.handler(input);
        if (spec.response) reply.status(status);
        return answer;
      },
    };
    server.route(options_);
  }
}

/** What each request's precheck answered, for its handler (gone with the request). */
const prechecked = new WeakMap<FastifyRequest, unknown>();

function accessGuard(ctx: AppContext, spec: RouteSpec): onRequestHookHandler | undefined {
  if (spec.access === 'public') return undefined;
  if (spec.access === 'member') return requireMember(ctx);
  return requirePermission(ctx, spec.access.permission);
}

/** The statuses a route may refuse with: those its flags imply and those it lists. */
export function errorStatuses(spec: RouteSpec): number[] {
  const statuses = new Set<number>([500]);
  if (spec.access !== 'public') statuses.add(401).add(403);
  if (typeof spec.access === 'object') statuses.add(404);
  if (spec.params || spec.query || spec.body || spec.multipart || spec.idempotent) statuses.add(400);
  if (spec.idempotent) statuses.add(409).add(422);
  if (spec.stepUp || spec.impersonation === 'refuse' || spec.method !== 'GET') statuses.add(403);
  for (const code of spec.errors ?? []) statuses.add(STATUS_OF[code]);
  return [...statuses].sort();
}
