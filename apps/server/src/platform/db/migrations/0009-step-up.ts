import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The last time each session proved its password again (step-up before money out and other
// sensitive changes). One row per session, gone with it: a new session starts unproved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table session_step_up (
        session_id text primary key references "session" ("id") on delete cascade,
        proved_at timestamptz not null
      )
    `,
  ]);
}
