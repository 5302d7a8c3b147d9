import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { defineQueue, handleQueue } from '../jobs/job-queue.js';
import type { JobDefinition } from '../jobs/job-runner.js';
import { MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from './mailer.js';

interface Logger {
  info(obj: object, msg: string): void;
}

/** One job per outbox mail (enqueued in SQL by `enqueueMail`, in the caller's transaction). */
export const mailQueue = defineQueue({
  name: MAIL_QUEUE,
  payload: z.object({ mailId: z.string().regex(/^\d+$/) }),
  maxAttempts: MAIL_MAX_ATTEMPTS,
  backoffSeconds: 30,
  maxBackoffSeconds: 3600,
});

/**
 * The job that sends one outbox mail: by SMTP when SMTP_URL is set, otherwise (never in
 * production) to the dev mailbox, which reads the same rows. A failure is kept on the mail
 * (attempts, last error) and the job retries it with back-off; after the last try it is `failed`.
 */
export function mailDeliveryJob(config: Config, db: Kysely<DB>, log: Logger): JobDefinition {
  if (config.isProduction && !config.SMTP_URL) throw new Error('SMTP_URL is required in production');
  // Short timeouts: a hung SMTP server must fail the attempt well within the job's lease.
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL, {
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : undefined;

  return handleQueue(mailQueue, async ({ mailId }, run) => {
    const mail = await db.selectFrom('mail_outbox').selectAll().where('id', '=', BigInt(mailId)).executeTakeFirst();
    if (!mail || mail.status === 'sent') return;
    try {
      if (transport) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
        });
      } else {
        log.info({ to: mail.to_address, link: mail.link }, `dev mailbox: ${mail.subject}`);
      }
    } catch (err) {
      await db
        .updateTable('mail_outbox')
        .set({
          attempts: run.attempt,
          last_error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
          status: run.isLastAttempt ? 'failed' : 'pending',
        })
        .where('id', '=', mail.id)
        .execute();
      throw err;
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', attempts: run.attempt, sent_at: new Date() })
      .where('id', '=', mail.id)
      .execute();
  });
}
