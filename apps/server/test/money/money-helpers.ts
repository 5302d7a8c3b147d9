import { randomUUID } from 'node:crypto';
import type { DepositInvoice, MoneyOptions, Withdrawal } from '@member-area/shared';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';

// Helpers of the money tests: members with money, saved payout details and a proven password.

export interface MoneyTestApp {
  app: TestApp;
  operator: Client;
  /** Set when started with `listen`: the address for live sockets. */
  baseUrl: string;
}

/** A fresh app for the file, an operator signed in, and the ledger checked after every test. */
export function useMoneyApp(options: { listen?: boolean } = {}): MoneyTestApp {
  const t = {} as MoneyTestApp;
  beforeAll(async () => {
    t.app = await startTestApp();
    if (options.listen) t.baseUrl = await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    t.operator = await signedInOperator(t.app);
  });
  afterAll(() => t.app.stop());
  afterEach(() => expectLedgerSound(t.app));
  return t;
}

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

/** Another operator account (a member promoted in the database), signed in. */
export async function secondOperator(app: TestApp): Promise<Client> {
  const m = await signedInMember(app);
  await app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', m.uid).execute();
  return m.client;
}
