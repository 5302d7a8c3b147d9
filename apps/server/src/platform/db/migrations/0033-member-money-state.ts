import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The member's `money` state (wallet-summary.ts) is read with every deposit and withdrawal change
// and on every connect: what is pending in and out, and the ten rows that changed last. Its
// counts walked every invoice and withdrawal the member ever had, and its recent rows sorted them
// all (the member indexes are by id), so a member with years of history paid for all of it on
// each request (issue 18's class). These make each part an index range: the recent rows by
// `updated_at`, the pending ones on partial indexes that hold only what waits (the predicates
// are the query's own, so the planner matches them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index deposit_invoice_member_recent_idx on deposit_invoice (member_id, updated_at desc)',
    'create index withdrawal_member_recent_idx on withdrawal (member_id, updated_at desc)',
    `create index deposit_invoice_member_pending_idx on deposit_invoice (member_id) include (amount) where status = 'pending'`,
    `create index withdrawal_member_pending_idx on withdrawal (member_id) include (amount, fee) where status in ('pending', 'approved')`,
  ]);
}
