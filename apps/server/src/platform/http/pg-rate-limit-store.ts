import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * A @fastify/rate-limit store on the `rate_limit` table: one atomic upsert per hit, so
 * limits hold across every app node that shares the database.
 */
export function pgRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  class PgRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(db, `${this.prefix}${key}`, timeWindow).then((r) => callback(null, r), callback);
    }

    child(routeOptions: { method?: unknown; url?: string; path?: string }) {
      return new PgRateLimitStore(`${String(routeOptions.method)}:${routeOptions.url ?? routeOptions.path}:`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

async function hit(db: Kysely<DB>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
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
