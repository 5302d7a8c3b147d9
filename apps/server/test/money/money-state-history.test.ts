import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLive, moneyLiveQuery } from '../../src/modules/money/wallet-summary.js';
import type { DB } from '../../src/platform/db/schema.js';
import { onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { planOf, rowsFetched } from '../query-plan.js';

// A member's `money` state (sent with every deposit and withdrawal change, read on every
// connect) costs the ten rows shown and one row of kept pending figures, not the member's whole
// history or queue (migrations 0033, 0034, 0038). A member with 3,000 decided invoices and withdrawals and a few pending ones.
let app: TestApp;
let db: Kysely<DB>;
let member: string;
const HISTORY = 3_000;

beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
  member = (await signedInMember(app)).uid;
  // Rows as the money desk leaves them, inserted in SQL: foreign keys are off on this connection
  // (the holds and payment methods they name are not what this test reads).
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    await sql`
      insert into withdrawal (slug, member_id, amount, fee, destination, flagged_recent_change, status, hold_id,
                              created_at, updated_at, decided_at)
      select 'hist-w-' || g, ${member}, 1000 + g, 100, '{}'::jsonb, false,
             case when g % 1000 = 0 then 'approved' when g % 700 = 0 then 'pending' else 'rejected' end,
             -g, now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '30 minutes',
             case when g % 700 = 0 and g % 1000 <> 0 then null else now() - g * interval '1 hour' end
      from generate_series(1, ${HISTORY}) g
    `.execute(conn);
    await sql`
      insert into deposit_invoice (slug, member_id, amount, method_id, instructions, status, created_at,
                                   expires_at, decided_at, updated_at)
      select 'hist-d-' || g, ${member}, 5000 + g, gen_random_uuid(), '{}'::jsonb,
             case when g % 900 = 0 then 'pending' else 'expired' end,
             now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '1 day',
             case when g % 900 = 0 then null else now() - g * interval '1 hour' + interval '1 day' end,
             now() - g * interval '1 hour' + interval '1 minute'
      from generate_series(1, ${HISTORY}) g
    `.execute(conn);
    await sql`reset session_replication_role`.execute(conn);
  });
  // The triggers that keep the pending figures were off with the foreign keys: kept here as they would have.
  await sql`
    insert into member_pending_money (member_id, deposits_count, deposits_amount, withdrawals_count, withdrawals_amount)
    select member_id, deposits_count, deposits_amount, withdrawals_count, withdrawals_amount
    from member_pending_from_rows where member_id = ${member}
  `.execute(db);
  await sql`analyze withdrawal`.execute(db);
  await sql`analyze deposit_invoice`.execute(db);
}, 60_000);
afterAll(() => app.stop());

describe("a member's money state with years of history", () => {
  it('counts what is pending and lists the ten rows changed last', async () => {
    const state = await moneyLive(db, member);
    const pendingW = Array.from({ length: HISTORY }, (_, i) => i + 1).filter((g) => g % 1000 === 0 || g % 700 === 0);
    const pendingD = Array.from({ length: HISTORY }, (_, i) => i + 1).filter((g) => g % 900 === 0);
    expect(state.summary.pendingWithdrawals).toEqual({
      count: pendingW.length,
      amount: (pendingW.reduce((s, g) => s + 1000 + g + 100, 0) / 100).toFixed(2),
    });
    expect(state.summary.pendingDeposits).toEqual({
      count: pendingD.length,
      amount: (pendingD.reduce((s, g) => s + 5000 + g, 0) / 100).toFixed(2),
    });
    // Newest changes first: each hour's withdrawal changed 30 minutes after it was made, its
    // deposit one minute after.
    expect(state.recent.map((r) => r.slug)).toEqual([1, 2, 3, 4, 5].flatMap((g) => [`hist-w-${g}`, `hist-d-${g}`]));
  });

  it('reads ten rows of each history, not all 3,000, whatever plan PostgreSQL would prefer', async () => {
    // The app prepares this statement: PostgreSQL plans it once, for the tables as they were then
    // and for a member of average size, and for the newest ten rows that plan was a bitmap scan
    // of all the member's rows and a sort (under the withdrawal bench, 3,000 rows read on every
    // change). The read's transaction turns the index walk off, so the planner prefers that scan and
    // sort for sure; the read must walk the index all the same (member_recent_money(), 0038).
    const { fetched } = await rowsFetched(db, (conn) => conn.executeQuery(moneyLiveQuery(conn, member).compile()), {
      settings: ['enable_indexscan = off'],
    });
    // Ten shown of each, and the few the index walk looks at beside them: tens, not thousands.
    expect(fetched.withdrawal, JSON.stringify(fetched)).toBeLessThan(50);
    expect(fetched.deposit_invoice, JSON.stringify(fetched)).toBeLessThan(50);
  });

  it.runIf(onPostgres)(
    'reads the pending figures by their key, the newest rows by member_recent_money() (PostgreSQL plan)',
    async () => {
      const plan = await planOf(db, moneyLiveQuery(db, member).compile());
      // What is pending: the member's kept figures (migration 0034), one row by its key, never
      // their pending rows or their whole history. The newest rows: the test above.
      expect(plan, plan).toContain('member_pending_money_pkey');
      expect(plan, plan).not.toMatch(/Seq Scan|withdrawal|deposit_invoice/);
    },
  );
});
