import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** What @fastify/rate-limit hands to `child()`: the route's merged options and the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | readonly string[]; url?: string };
}

/**
 * A @fastify/rate-limit store on the `rate_limit` table: one atomic upsert per hit, so
 * limits hold across every app node that shares the database. Each route gets its own
 * bucket (`POST:/api/account/sign-in:<address>`): the plugin constructs the root store with
 * its global options and asks `child()` for one per route.
 */
export function pgRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  class PgRateLimitStore {
    private readonly prefix: string;

    constructor(prefixOrGlobalOptions?: unknown) {
      this.prefix = typeof prefixOrGlobalOptions === 'string' ? prefixOrGlobalOptions : 'global:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitCounter(db, `${this.prefix}${key}`, timeWindow).then((r) => callback(null, r), callback);
    }

    child(options: ChildOptions) {
      const route = options.routeInfo;
      if (!route?.url || !route.method) throw new Error('rate limit store: child() without a route');
      return new PgRateLimitStore(`${[route.method].flat().join(',')}:${route.url}:`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Counts one hit on `key` in a window that starts with the first hit; returns the count and ms left. */
export async function hitCounter(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ count: number; ttl: number }>`
    insert into rate_limit (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end,
      reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
    returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: Number(row.count), ttl: Math.max(0, Math.ceil(Number(row.ttl))) };
}

/** The current count on `key` (0 once its window is over) and ms left, without counting a hit. */
export async function peekCounter(db: Kysely<DB>, key: string): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ count: number; ttl: number }>`
    select count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl
    from rate_limit where key = ${key} and reset_at > now()
  `.execute(db);
  const row = rows[0];
  return row ? { current: Number(row.count), ttl: Math.max(0, Math.ceil(Number(row.ttl))) } : { current: 0, ttl: 0 };
}

export async function clearCounter(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', key).execute();
}
