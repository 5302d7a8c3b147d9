import type { BrowserContext } from 'playwright-core';
import { aMember, type NewMember } from '../page-models/auth-pages.js';
import { baseURL } from './browser.js';
import { OPERATOR } from './global-setup.js';
import { waitForMail } from './mailbox.js';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: baseURL() },
  body: JSON.stringify(body),
});

/** A verified member made through the real API (register, mailed link, verify): for pages not under test. */
export async function verifiedMember(prefix = 'api'): Promise<NewMember & { uid?: string }> {
  const m = aMember(prefix);
  const res = await fetch(
    `${baseURL()}/api/account/register`,
    json({ ...m, confirmPassword: m.password, currency: 'USD' }),
  );
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const mail = await waitForMail(m.email, /Verify/);
  const token = new URL(mail.link ?? '').searchParams.get('token');
  const verify = await fetch(`${baseURL()}/api/account/verify-email`, json({ token }));
  if (!verify.ok) throw new Error(`verify: ${verify.status}`);
  return m;
}

/** Signs the browser context in (its cookie jar keeps the session). */
export async function signInContext(context: BrowserContext, login: string, password: string): Promise<string> {
  const res = await context.request.post('/api/account/sign-in', {
    data: { login, password },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { user: { uid: string } }).user.uid;
}

export const signInOperator = (context: BrowserContext) => signInContext(context, OPERATOR.email, OPERATOR.password);
