import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLive, moneyLiveQuery } from '../../src/modules/money/wallet-summary.js';
import type { DB } from '../../src/platform/db/schema.js';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

// The `money` state is sent with every deposit and withdrawal change, and the app prepares its
// statement: PostgreSQL plans it once and keeps the plan, made for the tables as they were then
// and for a member of average size. For the newest ten rows that plan was a bitmap scan of all
// the member's rows and a sort (under the withdrawal bench, a member with 3,000 withdrawals had
// all 3,000 read on every change, 2-4 ms a read). Here the session turns the index walk off, so
// the planner prefers that scan and sort for sure; the read must walk the index all the same
// (member_recent_money(), migration 0038).
let app: TestApp;
let db: Kysely<DB>;
let member: string;
const HISTORY = 3_000;

beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
  member = (await signedInMember(app)).uid;
  // Decided rows as the money desk leaves them, inserted in SQL with the foreign keys off
  // (nothing here reads what they name).
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    await sql`
      insert into withdrawal (slug, member_id, amount, fee, destination, flagged_recent_change, status, hold_id,
                              created_at, updated_at, decided_at)
      select 'w-' || g, ${member}, 1000 + g, 100, '{}'::jsonb, false, 'rejected', -g,
             now() - g * interval '1 hour', now() - g * interval '1 hour', now()
      from generate_series(1, ${HISTORY}) g
    `.execute(conn);
    await sql`
      insert into deposit_invoice (slug, member_id, amount, method_id, instructions, status, created_at,
                                   expires_at, decided_at, updated_at)
      select 'd-' || g, ${member}, 5000 + g, gen_random_uuid(), '{}'::jsonb, 'expired',
             now() - g * interval '1 hour', now(), now(), now() - g * interval '1 hour' + interval '1 minute'
      from generate_series(1, ${HISTORY}) g
    `.execute(conn);
    await sql`reset session_replication_role`.execute(conn);
  });
}, 60_000);
afterAll(() => app.stop());

describe("a member's money state, whatever the plan PostgreSQL would prefer", () => {
  it('reads ten rows of each history, not all 3,000', async () => {
    const fetched = await db.connection().execute(async (conn) => {
      await sql`set enable_indexscan = off`.execute(conn);
      try {
        // Counted from the rows the read fetched, in a transaction of its own (begun by hand: a
        // read and its count, nothing to retry or publish).
        await sql`begin`.execute(conn);
        await conn.executeQuery(moneyLiveQuery(conn, member).compile());
        const { rows } = await sql<{ relname: string; rows: string }>`
          select relname, (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::text as rows
          from pg_stat_xact_user_tables
          where relname in ('withdrawal', 'deposit_invoice') and schemaname = current_schema()
        `.execute(conn);
        await sql`commit`.execute(conn);
        return Object.fromEntries(rows.map((r) => [r.relname, Number(r.rows)]));
      } finally {
        await sql`reset enable_indexscan`.execute(conn);
      }
    });
    // Ten shown of each, and the few the index walk looks at beside them: tens, not thousands.
    expect(fetched.withdrawal, JSON.stringify(fetched)).toBeLessThan(50);
    expect(fetched.deposit_invoice, JSON.stringify(fetched)).toBeLessThan(50);

    const state = await moneyLive(db, member);
    expect(state.recent.map((r) => r.slug)).toEqual([1, 2, 3, 4, 5].flatMap((g) => [`d-${g}`, `w-${g}`]));
  });
});
