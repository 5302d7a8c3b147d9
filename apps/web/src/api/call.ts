import { hrefOf, type RouteSpec } from '@member-area/shared';
import type { z } from 'zod';
import { apiFetch } from './api-fetch';

type Schema = z.ZodType;

/** What a call of that route sends: exactly the inputs its contract declares. */
export type CallInput<R extends RouteSpec> = (R['params'] extends Schema
  ? { params: z.input<R['params']> }
  : { params?: never }) &
  (R['query'] extends Schema ? { query?: z.input<R['query']> } : { query?: never }) &
  (R['multipart'] extends true
    ? { body: FormData }
    : R['body'] extends Schema
      ? { body: z.input<R['body']> }
      : { body?: never }) &
  (R['idempotent'] extends true ? { idempotencyKey: string } : { idempotencyKey?: never }) & {
    signal?: AbortSignal;
  };

type Needs<R extends RouteSpec> = R['params'] extends Schema
  ? true
  : R['body'] extends Schema
    ? true
    : R['multipart'] extends true
      ? true
      : R['idempotent'] extends true
        ? true
        : false;

/** What a call of that route answers: its contract's answer, parsed with the same schema. */
export type CallAnswer<R extends RouteSpec> = R['response'] extends Schema ? z.output<R['response']> : unknown;

// Imported by path (`../../api/call`), never through api/index.ts: the entry must not carry it.

/**
 * Calls a contract route: the path from its params, the query string, the JSON (or multipart)
 * body, its Idempotency-Key, and the answer parsed with the route's own schema. A renamed path
 * or a changed answer is a compile error here, not a failure in a browser.
 */
export function call<R extends RouteSpec>(
  route: R,
  ...[input]: Needs<R> extends true ? [input: CallInput<R>] : [input?: CallInput<R>]
): Promise<CallAnswer<R>> {
  const { params, query, body, idempotencyKey, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };
  return apiFetch(hrefOf(route, { params, query }), {
    method: route.method,
    body,
    signal,
    ...(route.response ? { schema: route.response as { parse(data: unknown): CallAnswer<R> } } : {}),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  }) as Promise<CallAnswer<R>>;
}
