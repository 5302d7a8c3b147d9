import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The support inbox counts its unread threads on every refresh (a message, a read). Over the
// support contact's index of all its threads that count grew with every member who ever wrote;
// over this one it costs what is unread, which the operators keep short.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['create index user_chat_unread_idx on user_chat (user_id) where unread > 0']);
}
