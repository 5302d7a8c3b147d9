import { expect } from '@playwright/test';
import { serverURL } from './server-url.js';

export interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

/** The dev mailbox's secret, which global-setup.ts gave the server. */
export function mailboxToken(): string {
  const token = process.env.DEV_MAILBOX_TOKEN;
  if (!token) throw new Error('DEV_MAILBOX_TOKEN is set by e2e/support/global-setup.ts');
  return token;
}

/** The dev mailbox page as the server's start banner links it (the secret sets a cookie). */
export const mailboxPagePath = () => `/dev/mailbox?token=${encodeURIComponent(mailboxToken())}`;

/** The newest dev-mailbox mail to `to` whose subject matches, once it has arrived. */
export async function waitForMail(to: string, subject: RegExp, timeout = 10_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${serverURL()}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: { 'x-dev-mailbox-token': mailboxToken() },
        });
        found = ((await res.json()) as Mail[]).find((m) => subject.test(m.subject));
        return found?.subject;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout },
    )
    .toMatch(subject);
  if (!found) throw new Error('unreachable: the poll above passed');
  return found;
}
