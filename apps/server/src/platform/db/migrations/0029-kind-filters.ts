import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Issue 18: a member account's history filtered by kind is an index range too. Each side of the
// history stops at the page (modules/ledger/history.ts), but a side where the kind never occurs
// (a wallet is never credited by `adjustment.debit`) had to walk its whole (account, seq) range
// to learn that: ×14 at 100,000 movements. With (account, kind, seq) per side it reads the
// kind's range newest first, or nothing. Partial on the member side, like 0016's and 0025's:
// a platform account has no seq and no history page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index ledger_transfer_credit_kind_idx on ledger_transfer (credit_account_id, kind, credit_seq) where credit_seq is not null',
    'create index ledger_transfer_debit_kind_idx on ledger_transfer (debit_account_id, kind, debit_seq) where debit_seq is not null',
  ]);
}
