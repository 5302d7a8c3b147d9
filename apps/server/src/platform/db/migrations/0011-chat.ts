import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The live support chat (spec section 3): threads keyed by the two user ids (larger first),
// their messages, and each user's chat index (partner, date, last message, unread count).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table chat_thread (
        id text primary key,
        -- The two participants; id is user_high || user_low, user_high the larger id.
        user_high text not null references "user" ("id") on delete cascade,
        user_low text not null references "user" ("id") on delete cascade,
        created_at timestamptz not null default now(),
        check (user_high > user_low collate "C"),
        check (id = user_high || user_low)
      )
    `,
    `
      create table chat_message (
        seq bigint generated always as identity,
        id uuid primary key,
        chat_id text not null references chat_thread (id) on delete cascade,
        sender_id text not null references "user" ("id") on delete cascade,
        text text not null,
        img_file_id uuid references stored_file (id) on delete set null,
        date timestamptz not null default now(),
        check (text <> '' or img_file_id is not null)
      )
    `,
    `
      create index chat_message_thread_idx on chat_message (chat_id, seq)
    `,
    `
      -- The support inbox's newest messages, across its threads.
      create index chat_message_seq_idx on chat_message (seq)
    `,
    `
      create index chat_message_img_idx on chat_message (img_file_id) where img_file_id is not null
    `,
    `
      create table user_chat (
        user_id text not null references "user" ("id") on delete cascade,
        chat_id text not null references chat_thread (id) on delete cascade,
        partner_id text not null references "user" ("id") on delete cascade,
        date timestamptz,
        last_message text not null default '',
        last_message_id uuid,
        unread integer not null default 0 check (unread >= 0),
        primary key (user_id, chat_id)
      )
    `,
    `
      -- A user's threads by last message (the support inbox reads the support contact's).
      create index user_chat_recent_idx on user_chat (user_id, date desc nulls last)
    `,
  ]);
}
