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

/**
 * What `read` answered and the rows it fetched from each table (index fetches and sequential
 * reads, `pg_stat_xact_user_tables`), in a transaction of its own on one connection: begun by
 * hand, a read and its count with nothing to retry or publish. Counted as the difference across
 * the read: those counts also hold what earlier transactions of the connection fetched until its
 * statistics are flushed (on PGlite, the app's own reads a moment before). `settings` are set for
 * that transaction only (`set local`), e.g. a planner the read must not depend on.
 */
export async function rowsFetched<DB, T>(
  db: Kysely<DB>,
  read: (conn: Kysely<DB>) => Promise<T>,
  { settings = [] }: { settings?: readonly string[] } = {},
): Promise<{ result: T; fetched: Record<string, number> }> {
  return db.connection().execute(async (conn) => {
    const counts = async () => {
      const { rows } = await sql<{ relname: string; rows: string }>`
        select relname, (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::text as rows
        from pg_stat_xact_user_tables where schemaname = current_schema()
      `.execute(conn);
      return new Map(rows.map((r) => [r.relname, Number(r.rows)]));
    };
    await sql`begin`.execute(conn);
    try {
      for (const setting of settings) await sql.raw(`set local ${setting}`).execute(conn);
      const before = await counts();
      const result = await read(conn);
      const after = await counts();
      await sql`commit`.execute(conn);
      const fetched = Object.fromEntries([...after].map(([table, n]) => [table, n - (before.get(table) ?? 0)]));
      return { result, fetched };
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
