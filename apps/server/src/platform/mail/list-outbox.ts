import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The most recent outbox mails, undelivered ones first: what an operator checks when mail fails. */
export async function listOutbox(db: Kysely<DB>, limit = 50) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .orderBy((eb) => eb.case().when('status', '=', 'sent').then(1).else(0).end())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
