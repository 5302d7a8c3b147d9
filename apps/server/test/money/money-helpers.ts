import { randomUUID } from 'node:crypto';
import type { DepositInvoice, MoneyOptions, Withdrawal } from '@member-area/shared';
import { type Client, signedInMember, type TestApp } from '../harness.js';

// Helpers of the money tests: members with money, saved payout details and a proven password.

export const BANK = {
  bankName: 'Example Bank',
  accountHolder: 'Ada Lovelace',
  accountNumber: '',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFF',
};

export const key = () => randomUUID();

export async function credit(operator: Client, uid: string, amount: string) {
  const res = await operator.request(
    'POST',
    `/api/admin/members/${uid}/adjustments`,
    { direction: 'credit', amount, reason: 'Test funds' },
    { 'idempotency-key': key() },
  );
  if (res.status !== 200) throw new Error(`credit failed: ${JSON.stringify(res.body)}`);
}

/** A member whose password is proven (step-up), with a bank account saved two days ago, and funds. */
export async function payoutReadyMember(app: TestApp, operator: Client, funds?: string) {
  const m = await signedInMember(app);
  await m.client.post('/api/account/step-up', { password: m.input.password });
  const saved = await m.client.request('PUT', '/api/bank-data', BANK);
  if (saved.status !== 200) throw new Error(`bank data failed: ${JSON.stringify(saved.body)}`);
  await app.ctx.db
    .updateTable('payout_destination')
    .set({ changed_at: new Date(Date.now() - 2 * 86_400_000) })
    .where('member_id', '=', m.uid)
    .execute();
  if (funds) await credit(operator, m.uid, funds);
  return m;
}

export const withdraw = (client: Client, amount: string, k = key(), destination = 'bank') =>
  client.request<Withdrawal>('POST', '/api/withdrawals', { amount, destination }, { 'idempotency-key': k });

export async function depositMethodId(client: Client): Promise<string> {
  const options = await client.get<MoneyOptions>('/api/money/options');
  const id = options.body.methods[0]?.id;
  if (!id) throw new Error('no payment method seeded');
  return id;
}

export async function newDeposit(client: Client, amount: string): Promise<DepositInvoice> {
  const res = await client.request<DepositInvoice>(
    'POST',
    '/api/deposits',
    { amount, methodId: await depositMethodId(client) },
    { 'idempotency-key': key() },
  );
  if (res.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const decide = (operator: Client, path: string, body?: unknown, k = key()) =>
  operator.request('POST', path, body ?? {}, { 'idempotency-key': k });
