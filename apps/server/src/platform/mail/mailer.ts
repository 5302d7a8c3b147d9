import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the mail, kept for the dev mailbox. */
  link?: string;
}

export const MAIL_QUEUE = 'mail.send';
/** With the back-off of the mail queue (30 s doubling, capped at 1 h), about 9 hours of tries. */
export const MAIL_MAX_ATTEMPTS = 12;

/**
 * Puts a mail in the outbox and the job that sends it, in one statement: pass the transaction
 * of the change that causes the mail, and the mail exists exactly when that change commits.
 */
export async function enqueueMail(db: Kysely<DB>, mail: Mail): Promise<void> {
  await sql`
    with mail as (
      insert into mail_outbox (to_address, subject, body, link)
      values (${mail.to.toLowerCase()}, ${mail.subject}, ${mail.text}, ${mail.link ?? null})
      returning id
    )
    insert into job (queue, payload, max_attempts)
    select ${MAIL_QUEUE}::text, jsonb_build_object('mailId', mail.id::text), ${MAIL_MAX_ATTEMPTS}::integer from mail
  `.execute(db);
}
