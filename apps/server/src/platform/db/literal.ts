import { type RawBuilder, sql } from 'kysely';

/**
 * A value written into the SQL text instead of sent as a parameter: for the status or threshold a
 * partial index names (`where status = 'open'`, `where unread > 0`). Statements are prepared
 * (prepared.ts), and a prepared statement's generic plan cannot prove `status = $1` implies the
 * index's predicate, so with a parameter PostgreSQL would plan the statement again on every call
 * to reach the index; a range with a parameter (`unread > $1`) is not prepared at all.
 */
export const literal = <T extends string | number>(value: T): RawBuilder<T> => sql.lit(value) as RawBuilder<T>;
