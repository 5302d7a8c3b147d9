import type { BrowserContext } from '@playwright/test';
import { aLongNamedMember, aMember, type NewMember } from '../page-models/auth-pages.js';
import { waitForMail } from './mailbox.js';
import { serverURL } from './server-url.js';

const post = (path: string, body: unknown) =>
  fetch(`${serverURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverURL() },
    body: JSON.stringify(body),
  });

/**
 * A verified member made through the real API (register, mailed link, verify): for pages not under
 * test. `currency` is the one they display and may type amounts in; `longNames` makes one who
 * typed as much as the forms allow (aLongNamedMember), for pages that show it.
 */
export async function verifiedMember(prefix = 'api', currency = 'USD', longNames = false): Promise<NewMember> {
  const m = longNames ? aLongNamedMember(prefix) : aMember(prefix);
  const res = await post('/api/account/register', { ...m, confirmPassword: m.password, currency });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const mail = await waitForMail(m.email, /Verify/);
  const token = new URL(mail.link ?? '').searchParams.get('token');
  const verify = await post('/api/account/verify-email', { token });
  if (!verify.ok) throw new Error(`verify: ${verify.status}`);
  return m;
}

/** The member's uid, read by signing in outside any browser (e.g. in a beforeAll). */
export async function uidOf(m: NewMember): Promise<string> {
  const res = await post('/api/account/sign-in', { login: m.email, password: m.password });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { user: { uid: string } }).user.uid;
}

/** Signs the browser context in (its cookie jar keeps the session). */
export async function signInContext(context: BrowserContext, login: string, password: string): Promise<string> {
  const res = await context.request.post('/api/account/sign-in', {
    data: { login, password },
    headers: { origin: serverURL() },
  });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { user: { uid: string } }).user.uid;
}
