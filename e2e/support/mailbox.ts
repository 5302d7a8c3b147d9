import { baseURL } from './browser.js';

interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

/** Waits for the newest dev-mailbox mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Mail[];
    const mail = mails.find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}
