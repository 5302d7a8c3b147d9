import type { ApiError, WalletSummary } from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, type TestApp } from '../harness.js';
import { BANK, credit, depositMethodId, key, useMoneyApp, withdraw } from './money-helpers.js';

// Issue 17.8: a refusal tells limits and balances as the member's form does: formatted, in the
// member's currency at the operator's rate (seeded: 1 USD = 1,385.50 KRW) with USD beside it.

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

async function krwMember(funds: string) {
  const m = await signedInMember(app, { currency: 'KRW' });
  await m.client.post('/api/account/step-up', { password: m.input.password });
  expect((await m.client.request('PUT', '/api/bank-data', BANK)).status).toBe(200);
  await credit(operator, m.uid, funds);
  return m;
}

const deposit = async (client: Client, amount: string) =>
  client.request(
    'POST',
    '/api/deposits',
    { amount, methodId: await depositMethodId(client) },
    { 'idempotency-key': key() },
  );
const fieldError = (body: unknown) => (body as ApiError).error.details?.fieldErrors?.amount;

describe('money refusals in the member currency', () => {
  it('a deposit out of range is told in KRW and USD, with thousands commas', async () => {
    const { client } = await krwMember('0.01');
    const res = await deposit(client, '5.00');
    expect(res.status).toBe(400);
    expect(fieldError(res.body)).toEqual([
      'Enter an amount from 13,855.00 to 138,550,000.00 KRW (10.00 to 100,000.00 USD)',
    ]);
    expect((await deposit(client, '100000.01')).status).toBe(400);
    expect((await client.get<{ total: number }>('/api/deposits')).body.total).toBe(0);
  });

  it('a withdrawal under the minimum or above the balance is told in KRW and USD; nothing is held', async () => {
    const { client } = await krwMember('100.00');
    const low = await withdraw(client, '5.00');
    expect(low.status).toBe(400);
    expect(fieldError(low.body)).toEqual(['The minimum withdrawal is 13,855.00 KRW (10.00 USD)']);
    const over = await withdraw(client, '99.00');
    expect(over.status).toBe(422);
    expect((over.body as unknown as ApiError).error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message:
        'Not enough money: this withdrawal holds 139,935.50 KRW (101.00 USD) with the fee, and 138,550.00 KRW (100.00 USD) is available.',
    });
    expect((await client.get<WalletSummary>('/api/wallet')).body).toMatchObject({
      available: '100.00',
      onHold: '0.00',
    });
  });

  it('a USD member reads USD alone, as before', async () => {
    const m = await signedInMember(app);
    const res = await deposit(m.client, '5.00');
    expect(fieldError(res.body)).toEqual(['Enter an amount from 10.00 to 100,000.00 USD']);
  });
});
