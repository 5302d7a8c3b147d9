import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Single-use, short-lived links an operator creates to sign in as a member. Only the
// token's hash is stored, so a database read does not yield working links.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table impersonation_token (
        token_hash text primary key,
        member_id text not null references "user" ("id") on delete cascade,
        operator_id text not null references "user" ("id") on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )
    `,
  ]);
}
