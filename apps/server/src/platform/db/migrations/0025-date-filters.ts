import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Issue 18: a history page's date filter (UTC days, from and to) is an index range, whatever the
// history's length: a day two years back is found without walking the years since. EXPLAIN on
// 100,000 rows per history: scripts/explain-date-filters.ts. Already covered: trade history
// (position_member_closed_idx, 0022); the members list has no date filter (its keyset order is
// "user_createdAt_id_idx", 0017).
// - A member account's history (wallet, profit and bonus funds): one index per side of a
//   transfer, partial on the member side (only it has a seq), like the (account, seq) ones of 0016.
// - Invoices and withdrawals on the money desk (a member's own lists have no date filter): the
//   day range, also chosen when a member is given too, so no (member_id, created_at) index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index ledger_transfer_credit_day_idx on ledger_transfer (credit_account_id, created_at) where credit_seq is not null',
    'create index ledger_transfer_debit_day_idx on ledger_transfer (debit_account_id, created_at) where debit_seq is not null',
    'create index deposit_invoice_day_idx on deposit_invoice (created_at)',
    'create index withdrawal_day_idx on withdrawal (created_at)',
  ]);
}
