import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the mail, kept for the dev mailbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise, outside production, a dev outbox: each mail is
 * logged with its link and kept in the database for the dev mailbox page.
 */
export function createMailer(config: Config, db: Kysely<DB>, log: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  return {
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null })
        .execute();
      log.info({ to: mail.to, link: mail.link }, `dev mailbox: ${mail.subject}`);
    },
  };
}
