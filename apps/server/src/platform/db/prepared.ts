import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * Statements run on (almost) every request, by SQL text, with the name each is prepared
 * under. PostgreSQL plans a named statement once per connection and then only binds and
 * runs it: for the session statement (session, user and the route's read), planning was
 * two thirds of the database's time per request.
 */
const names = new Map<string, string>();

/**
 * Marks a compiled query as a prepared statement on PostgreSQL (PGlite runs it as before).
 * For hot statements compiled once, whose tables no migration changes while the app runs.
 */
export function prepared<Q extends CompiledQuery<unknown>>(query: Q): Q {
  if (!names.has(query.sql)) {
    names.set(query.sql, `ma_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
}

type QueryFn = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Gives a pool's connections the prepared statements: Kysely sends `query(sql, values)`,
 * and a statement marked `prepared()` goes as `{ name, text, values }` instead (pg then sends
 * the Parse message once per connection).
 */
export function usePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (text, values, callback) => {
      const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
      return name ? query({ name, text, values }, callback) : query(text, values, callback);
    };
  });
}
