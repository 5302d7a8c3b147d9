import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The last TOTP time step each member signed in or stepped up with: a code is accepted at most
// once per step (RFC 6238 §5.2), so a code seen over a shoulder or replayed is refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table totp_last_step (
        user_id text primary key references "user" ("id") on delete cascade,
        step bigint not null
      )
    `,
  ]);
}
