import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// A transfer's kind was a foreign key to ledger_transfer_kind: every insert locked its kind's row
// for key share, and the rows of the busy kinds (an order's 'hold.reserve' and 'position.fee', an
// adjustment's) are shared by every writer at once, so each lock made a new multixact, wrote it
// to the WAL and dirtied the kind's page, inside the time the movement holds its wallet's row.
// pgbench, 8 clients crediting one wallet through ledger_post(): 2,499 and 2,408 transactions a
// second with the key, 2,760 and 2,650 without. The kinds stay the closed set the kind tables
// list, checked inside the row instead: a CHECK built from those tables by
// ledger_kind_checks(), which a migration that adds a kind runs again after its insert (a kind
// inserted without it is refused by the check, not let through). Account kinds follow the same
// rule, for one mechanism.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create function ledger_kind_checks() returns void language plpgsql as $$
      begin
        alter table ledger_account drop constraint if exists ledger_account_kind_listed;
        execute format(
          'alter table ledger_account add constraint ledger_account_kind_listed check (kind = any (%L::text[])) not valid',
          (select array_agg(kind order by kind) from ledger_account_kind));
        alter table ledger_account validate constraint ledger_account_kind_listed;
        alter table ledger_transfer drop constraint if exists ledger_transfer_kind_listed;
        execute format(
          'alter table ledger_transfer add constraint ledger_transfer_kind_listed check (kind = any (%L::text[])) not valid',
          (select array_agg(kind order by kind) from ledger_transfer_kind));
        alter table ledger_transfer validate constraint ledger_transfer_kind_listed;
      end $$
    `,
    'select ledger_kind_checks()',
    'alter table ledger_account drop constraint ledger_account_kind_fk',
    'alter table ledger_transfer drop constraint ledger_transfer_kind_fk',
  ]);
}
