import { expect, serverURL } from './test.js';

export interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

/** The newest dev-mailbox mail to `to` whose subject matches, once it has arrived. */
export async function waitForMail(to: string, subject: RegExp, timeout = 10_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${serverURL()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as Mail[]).find((m) => subject.test(m.subject));
        return found?.subject;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout },
    )
    .toMatch(subject);
  if (!found) throw new Error('unreachable: the poll above passed');
  return found;
}
