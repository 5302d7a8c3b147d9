import { type CompiledQuery, type Kysely, sql } from 'kysely';

/**
 * The plan PostgreSQL chooses for `query` (EXPLAIN's lines joined), on one connection. With
 * `seqscan: false` sequential scans are priced out for it, so a table too small to need an index
 * still shows which index the query can use.
 */
export async function planOf<DB>(
  db: Kysely<DB>,
  query: CompiledQuery,
  { seqscan = true }: { seqscan?: boolean } = {},
): Promise<string> {
  return db.connection().execute(async (conn) => {
    if (!seqscan) await sql`set enable_seqscan = off`.execute(conn);
    try {
      const { rows } = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      if (!seqscan) await sql`reset enable_seqscan`.execute(conn);
    }
  });
}
