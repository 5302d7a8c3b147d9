import { type RawBuilder, sql } from 'kysely';

/**
 * `column = any($1::text[])`: one array parameter for a list of ids, where `in (…)` would send
 * and plan one parameter per id (a batch of payouts reads a thousand members at once).
 * Use as `.where('member_id', '=', anyOf(ids))`.
 */
export const anyOf = (ids: readonly string[]): RawBuilder<string> => sql<string>`any(${ids}::text[])`;
