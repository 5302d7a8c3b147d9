import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { NewMember } from '../page-models/auth-pages.js';
import { uidOf, verifiedMember } from './accounts.js';
import { serverURL } from './server-url.js';

/** A real PNG (1×1): proofs are typed by their bytes, so a fake one would be refused. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid IBAN (the standard German example) for bank details. */
export const SAMPLE_IBAN = 'DE89370400440532013000';

/** A write through the API as the browser sends it (origin and an idempotency key); its JSON answer. */
export const write = async (request: APIRequestContext, method: 'post' | 'put', path: string, data?: unknown) => {
  const res = await request[method](path, {
    data,
    headers: { origin: serverURL(), 'idempotency-key': crypto.randomUUID() },
  });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
};

/** A new verified member whose wallet an operator (signed in, in a context of its own) credited with `amount`. */
export async function fundedMember(
  signedIn: (who: 'operator') => Promise<BrowserContext>,
  prefix: string,
  amount: string,
): Promise<{ member: NewMember; uid: string; operator: BrowserContext }> {
  const member = await verifiedMember(prefix);
  const uid = await uidOf(member);
  const operator = await signedIn('operator');
  await creditMember(operator, uid, amount);
  return { member, uid, operator };
}

/** The operator credits a member's wallet (a signed-in operator context). */
export const creditMember = (operator: BrowserContext, uid: string, amount: string) =>
  write(operator.request, 'post', `/api/admin/members/${uid}/adjustments`, {
    direction: 'credit',
    amount,
    reason: 'Test funds',
  });

/** The operator approves a deposit (a signed-in operator context): the member is credited. */
export const approveDeposit = (operator: BrowserContext, slug: string) =>
  write(operator.request, 'post', `/api/admin/deposits/${slug}/approve`, {});

/** A member (signed-in context) opens a deposit invoice with the first payment method; its slug. */
export async function createDeposit(member: BrowserContext, amount: string): Promise<string> {
  const options = await (await member.request.get('/api/money/options')).json();
  const methodId = (options as { methods: { id: string }[] }).methods[0]?.id;
  const invoice = await write(member.request, 'post', '/api/deposits', { amount, methodId });
  return String(invoice.slug);
}

/** Saves bank details and requests a withdrawal to them (proving the password first); its slug. */
export async function createWithdrawal(member: BrowserContext, password: string, amount: string): Promise<string> {
  await saveBankDetails(member, password);
  const withdrawal = await write(member.request, 'post', '/api/withdrawals', { amount, destination: 'bank' });
  return String(withdrawal.slug);
}

/** A withdrawal's number (W-…), as the member's invoice and the operator's desk show it. */
export async function withdrawalNumber(member: BrowserContext, slug: string): Promise<string> {
  const res = await member.request.get(`/api/withdrawals/${slug}`);
  return String(((await res.json()) as { number: string }).number);
}

/** Saves bank details for a member (signed-in context), proving the password first. */
export async function saveBankDetails(member: BrowserContext, password: string): Promise<void> {
  await write(member.request, 'post', '/api/account/step-up', { password });
  await write(member.request, 'put', '/api/bank-data', {
    bankName: 'Deutsche Bank',
    accountHolder: 'Maria Sanchez',
    iban: SAMPLE_IBAN,
  });
}

/** The operator changes the money rules (deposit range, withdrawal minimum and fee). */
export const setMoneyRules = (operator: BrowserContext, rules: Record<string, string>) =>
  write(operator.request, 'put', '/api/admin/money-settings', rules);

/** The operator answers in the member's chat: the member's chat button then counts it as unread. */
export async function operatorWrites(member: BrowserContext, operator: BrowserContext, text: string): Promise<void> {
  const chat = (await (await member.request.get('/api/chat')).json()) as { chatId: string };
  await write(operator.request, 'post', `/api/admin/support/threads/${chat.chatId}/messages`, { text });
}
