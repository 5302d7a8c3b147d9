import type { RouteSpec } from '@member-area/shared';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from './app-context.js';
import type { MemberRead, MemberReadRow, SignedInUser } from './modules/auth/index.js';
import type { JobDefinition, RecurringJob } from './platform/jobs/job-runner.js';
import type { AnyLiveTopic } from './platform/live/live-topics.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<R extends RouteSpec> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

/** What a route's handler receives: its parsed input, the signed-in member, and the app. */
export interface RouteInput<R extends RouteSpec, P = undefined, O = undefined> {
  /** For an idempotent route, a context whose `db` is the transaction that stores the answer. */
  ctx: AppContext;
  /** The signed-in member (checked before the body was read); null on a public route. */
  member: R['access'] extends 'public' ? null : SignedInUser;
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * What the route's precheck answered (its reads, so the handler does not make them again).
   * Undefined when the route has none.
   */
  prechecked: P;
  /**
   * What the route's `memberRead` answered with the session (null when it found no row);
   * undefined when the route declares none.
   */
  read: [O] extends [undefined] ? undefined : MemberReadRow<MemberRead<O>> | null;
}

/**
 * A precheck's input on a route with a member read, written out (`({ read }: CheckInput<typeof
 * api.route, typeof theRead>) => …`): an annotated precheck lets the compiler infer what it answers
 * for the handler's `prechecked`, and a read other than the route's `memberRead` does not compile.
 */
export type CheckInput<R extends RouteSpec, M> = RouteInput<R, undefined, M extends MemberRead<infer O> ? O : never>;

export interface RouteOptions<R extends RouteSpec = RouteSpec, P = undefined, O = undefined> {
  /**
   * Refusals that need no password, run after the body is validated and before step-up, so a
   * member is not asked to prove who they are for a request that would fail anyway. Skipped on a
   * retry of an answered idempotent request (answered as the first time, whatever holds now).
   * What it returns reaches the handler as `prechecked`: the checks read once, not again inside
   * the transaction (a check read a moment earlier decides the same as under the lock, since
   * none of them locks what it reads).
   */
  precheck?: (input: RouteInput<R, undefined, O>) => Promise<P>;
  /**
   * Read with the session in one statement (see `MemberRead`): member routes, and nothing from
   * the body. Its row reaches the precheck and the handler as `read`.
   */
  memberRead?: MemberRead<O>;
  /**
   * Fastify route config merged in, e.g. `{ rateLimit }`; a function when it reads the app's
   * config (the auth routes' limits come from AUTH_RATE_LIMIT_*).
   */
  config?: Record<string, unknown> | ((ctx: AppContext) => Record<string, unknown>);
  /**
   * A check run at onRequest after the access guard, before the body is read: for a gate the
   * access rules do not cover (the dev mailbox's secret, which answers 404 without it).
   */
  onRequest?: (ctx: AppContext) => onRequestHookHandler;
}

/** A contract route with its server side: one handler that calls one use case. */
export interface RouteImpl {
  readonly route: RouteSpec;
  readonly handler: (input: RouteInput<RouteSpec, unknown, unknown>) => Promise<unknown>;
  readonly options: RouteOptions<RouteSpec, unknown, unknown>;
}

/**
 * Implements a contract route. The registrar applies everything the contract says (access,
 * schemas, step-up, impersonation, idempotency), so the handler only reads its input and calls
 * its use case. A route with a `response` returns that answer; one that `produces` a file sends
 * it with `reply`.
 */
export function route<const R extends RouteSpec, P = undefined, O = undefined>(
  spec: R,
  handler: (input: RouteInput<R, NoInfer<P>, NoInfer<O>>) => Promise<Answer<R>> | Answer<R>,
  options: RouteOptions<R, P, O> = {},
): RouteImpl {
  return {
    route: spec,
    handler: handler as RouteImpl['handler'],
    options: options as RouteOptions<RouteSpec, unknown, unknown>,
  };
}

/** What a domain brings to the app, declared in one place (its `*.module.ts`). */
export interface ServerModule {
  readonly name: string;
  /** Its HTTP routes, each implementing a contract route from packages/shared. */
  readonly routes?: readonly RouteImpl[];
  /** Its live topics (what a connection carries and how to read it). */
  readonly topics?: readonly AnyLiveTopic[];
  /** Its job handlers and recurring jobs, given the app once it exists. */
  readonly jobs?: (ctx: AppContext) => { define?: readonly JobDefinition[]; every?: readonly RecurringJob[] };
  /** Anything a module registers on Fastify itself (a WebSocket route, hooks). */
  readonly plugin?: (ctx: AppContext) => (server: import('fastify').FastifyInstance) => Promise<void>;
  /** Present only when it returns true (e.g. the dev mailbox outside production). */
  readonly enabled?: (ctx: AppContext) => boolean;
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
