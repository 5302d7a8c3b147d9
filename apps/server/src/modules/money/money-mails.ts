import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { emailOf } from './money.repo.js';

/** Tells the member about a decision on their invoice or withdrawal, in the decision's transaction. */
export async function mailMoneyDecision(
  trx: Kysely<DB>,
  config: Pick<Config, 'BRAND_NAME' | 'PUBLIC_URL'>,
  m: { memberId: string; subject: string; lines: string[]; path: string },
): Promise<void> {
  await enqueueMail(trx, {
    to: await emailOf(trx, m.memberId),
    subject: `${m.subject} — ${config.BRAND_NAME}`,
    text: [...m.lines, '', `Details: ${config.PUBLIC_URL}${m.path}`].join('\n'),
    link: `${config.PUBLIC_URL}${m.path}`,
  });
}
