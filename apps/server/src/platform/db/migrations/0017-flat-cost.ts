import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The back office's members list pages by key, newest first ("createdAt" desc, id desc), and its
// search (a substring of name, user name or e-mail, any case) uses trigram indexes, so neither
// costs more as members grow. pg_trgm lives in `public`, whatever schema migrates (tests use
// their own): an extension exists once per database, and its operator class is named by schema.
// fastupdate off: a new member goes into the indexes at once instead of a pending list that every
// search reads through until a vacuum merges it (and that the planner, seeing it, then avoids).
// The support inbox's live version is now one for all operators (modules/chat/notify.ts), not one
// per operator: it starts at the highest they had, so an open tab never sees it go back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create extension if not exists pg_trgm with schema public',
    'create index "user_createdAt_id_idx" on "user" ("createdAt", "id")',
    'drop index "user_createdAt_idx"',
    'create index "user_name_trgm_idx" on "user" using gin ("name" public.gin_trgm_ops) with (fastupdate = off)',
    'create index "user_username_trgm_idx" on "user" using gin ("username" public.gin_trgm_ops) with (fastupdate = off)',
    'create index "user_email_trgm_idx" on "user" using gin ("email" public.gin_trgm_ops) with (fastupdate = off)',
    `
      insert into live_version (channel, topic, version)
      select 'support', 'supportInbox', max(version) from live_version where topic = 'supportInbox'
      having max(version) is not null
    `,
    `delete from live_version where topic = 'supportInbox' and channel <> 'support'`,
  ]);
}
