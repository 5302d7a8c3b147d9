import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// E-mail verification links that may still verify: one row per link mailed (its hash
// only). Better Auth's links are stateless JWTs, valid until they expire whatever happens
// to the account; with this table a link works only while its row exists, and the trigger
// ends every open link of a user whose verification is revoked (emailVerified true → false)
// or whose address changes, whichever code path makes the change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table email_verification_token (
        token_hash text primary key,
        user_id text not null references "user" ("id") on delete cascade,
        created_at timestamptz not null default now()
      )
    `,
    `create index email_verification_token_user on email_verification_token (user_id)`,
    `
      create function end_email_verification_links() returns trigger language plpgsql as $$
        begin
          delete from email_verification_token where user_id = new.id;
          return new;
        end $$
    `,
    `
      create trigger user_verification_revoked after update of "emailVerified", "email" on "user"
        for each row
        when ((old."emailVerified" and not new."emailVerified") or old."email" is distinct from new."email")
        execute function end_email_verification_links()
    `,
  ]);
}
