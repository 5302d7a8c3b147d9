import type { z } from 'zod';
import type { Permission } from '../auth/permissions.js';
import type { ErrorCode } from '../errors/api-error.schema.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route; checked before the body is read.
 * - `public`: anyone (the handler may still read a session).
 * - `member`: a signed-in user with a verified e-mail (401 / 403 otherwise).
 * - `{ permission }`: an operator whose role grants it; anonymous 401, members 404 (as if the
 *   route did not exist), operators without it 403.
 */
export type Access = 'public' | 'member' | { readonly permission: Permission };

/** Where a route lives: all the first page needs, with no schema (so no zod on /login). */
export interface RouteAddress<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/**
 * One HTTP route, declared once: the server registers it (schemas, guards, idempotency,
 * OpenAPI), the web calls it (`call(route, input)`), tests walk it.
 */
export interface RouteSpec extends RouteAddress {
  /** One line for the API docs. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (an upload); the handler reads its parts. */
  readonly multipart?: true;
  /** The JSON answer. Absent with `produces` (a file, CSV, PDF) or for a WebSocket. */
  readonly response?: z.ZodType;
  /** The success status of a JSON answer (default 200). */
  readonly status?: 200 | 201;
  /** A non-JSON answer's media type, e.g. `text/csv` (links on the web use `hrefOf`). */
  readonly produces?: string;
  /** The refusals this route gives besides those its flags imply (documented in OpenAPI). */
  readonly errors?: readonly ErrorCode[];
  /** Needs an Idempotency-Key header; the first answer is stored and replayed (Stripe's rules). */
  readonly idempotent?: true;
  /** Needs a recent password (and code) proof of this session: 403 STEP_UP_REQUIRED. */
  readonly stepUp?: true;
  /**
   * Impersonation (an operator signed in as a member): reads are allowed and writes refused by
   * default. `allow` lets a write through (ending the impersonation), `refuse` refuses a read too,
   * `audit` lets a read through and writes it to the audit log (a member's payout details, papers).
   */
  readonly impersonation?: 'allow' | 'refuse' | 'audit';
  /** The route upgrades to a WebSocket. */
  readonly websocket?: true;
}

/** Declares a route; the literal types are kept, so inputs and answers are typed from it. */
export function defineRoute<const S extends RouteSpec>(spec: S): S {
  return spec;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's caller sends. */
export type RouteParams<R extends RouteSpec> = Input<R['params']>;
export type RouteQuery<R extends RouteSpec> = Input<R['query']>;
export type RouteBody<R extends RouteSpec> = R['multipart'] extends true ? FormData : Input<R['body']>;
/** What a route answers (parsed). */
export type RouteResponse<R extends RouteSpec> = Output<R['response']>;

/** A route's path with its `:name` segments filled in (each value URL-encoded). */
export function pathOf(route: RouteAddress, params?: Readonly<Record<string, string | number>>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A URL for a GET route (a file, a CSV): its path and query string. */
export function hrefOf(
  route: RouteAddress,
  input: { params?: Readonly<Record<string, string | number>>; query?: Readonly<Record<string, unknown>> } = {},
): string {
  const path = pathOf(route, input.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The access rule in words, for the API docs. */
export function accessLabel(access: Access): string {
  if (access === 'public') return 'public';
  if (access === 'member') return 'a signed-in member';
  return `an operator allowed to ${access.permission}`;
}
