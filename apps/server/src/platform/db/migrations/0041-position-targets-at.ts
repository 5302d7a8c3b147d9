import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// When a position's take profit and stop loss were last set by the member (null: as opened).
// The tick engine judges ticks it missed (a check that failed) after the fact, and only against
// targets older than those ticks: a stop moved since is left to the live prices. Null, not a
// copy of opened_at, so adding it rewrites no row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter table position add column targets_at timestamptz']);
}
