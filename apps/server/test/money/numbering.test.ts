import type { ApiError } from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.js';
import { depositMethodId, key, newDeposit, payoutReadyMember, useMoneyApp, withdraw } from './money-helpers.js';

// A fresh install: refused attempts must not use numbers up (issue 17, item 9).
const t = useMoneyApp();
let app: TestApp;
beforeAll(() => {
  ({ app } = t);
});

describe('invoice numbers', () => {
  it('numbers only what is created: refused deposits and withdrawals leave D-000001 and W-000001 first', async () => {
    const m = await payoutReadyMember(app, t.operator);
    const methodId = await depositMethodId(m.client);
    const stuck = key();
    const deposit = (amount: string, k: string) =>
      m.client.request<ApiError>('POST', '/api/deposits', { amount, methodId }, { 'idempotency-key': k });
    expect((await deposit('5', stuck)).status).toBe(400);
    // The old web sent the corrected form under the refused key: each try ran the deposit
    // before finding the key answered, and used a number up.
    for (let i = 0; i < 2; i++) {
      const mismatch = await deposit('50', stuck);
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.error.code).toBe('IDEMPOTENCY_MISMATCH');
    }
    expect((await deposit('100000.01', key())).status).toBe(400);
    const overKey = key();
    expect((await withdraw(m.client, '100', overKey)).status).toBe(422);
    expect((await withdraw(m.client, '90', overKey)).status).toBe(422);
    expect((await withdraw(m.client, '1')).status).toBe(400);

    expect((await newDeposit(m.client, '50')).number).toBe('D-000001');
    await t.operator.request(
      'POST',
      `/api/admin/members/${m.uid}/adjustments`,
      {
        direction: 'credit',
        amount: '500',
        reason: 'Test funds',
      },
      { 'idempotency-key': key() },
    );
    const ok = await withdraw(m.client, '100');
    expect(ok.status).toBe(201);
    expect(ok.body.number).toBe('W-000001');
  });
});
