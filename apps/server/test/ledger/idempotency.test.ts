import { randomUUID } from 'node:crypto';
import type { ApiError, MemberDetail } from '@member-area/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectLedgerSound,
  holdWallet,
  onPostgres,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';

// Stripe-style idempotency on a money route: the operator's balance adjustment.
let app: TestApp;
let operator: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

const adjust = (uid: string, body: unknown, key: string) =>
  operator.request<MemberDetail | ApiError>('POST', `/api/admin/members/${uid}/adjustments`, body, {
    'idempotency-key': key,
  });
const credit = (amount: string, reason = 'Goodwill') => ({ direction: 'credit', amount, reason });
const transfersOf = async (uid: string) =>
  (
    await app.ctx.db
      .selectFrom('ledger_transfer')
      .innerJoin('ledger_account', 'ledger_account.id', 'ledger_transfer.credit_account_id')
      .select('ledger_transfer.id')
      .where('ledger_account.owner_id', '=', uid)
      .execute()
  ).length;

describe('idempotent money requests', () => {
  it('answers a retry with the first answer, not the current state', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    const first = await adjust(uid, credit('10.00'), key);
    expect(first.status).toBe(200);
    expect((first.body as MemberDetail).balance).toBe('10.00');
    await adjust(uid, credit('5.00'), randomUUID());

    const retry = await adjust(uid, credit('10.00'), key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body); // 10.00 then, although the wallet holds 15.00 now
    expect(await transfersOf(uid)).toBe(2);
  });

  it('refuses the same key with a different request (422), even when only the reason differs', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    await adjust(uid, credit('10.00', 'First reason'), key);
    for (const other of [credit('10.00', 'Another reason'), credit('11.00', 'First reason')]) {
      const res = await adjust(uid, other, key);
      expect(res.status).toBe(422);
      expect((res.body as ApiError).error.code).toBe('IDEMPOTENCY_MISMATCH');
    }
    const elsewhere = await signedInMember(app);
    const onOtherMember = await adjust(elsewhere.uid, credit('10.00', 'First reason'), key);
    expect(onOtherMember.status).toBe(422); // the params are part of the request
    expect(await transfersOf(uid)).toBe(1);
    expect(await transfersOf(elsewhere.uid)).toBe(0);
  });

  it('stores a refusal as the answer: a retry is refused the same way', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    const debit = { direction: 'debit', amount: '5.00', reason: 'Fee' };
    const first = await adjust(uid, debit, key);
    expect(first.status).toBe(422);
    expect((first.body as ApiError).error.code).toBe('INSUFFICIENT_FUNDS');
    await adjust(uid, credit('50.00'), randomUUID());
    const retry = await adjust(uid, debit, key);
    expect(retry.status).toBe(422);
    expect(retry.body).toEqual(first.body);
  });

  it('keeps the first answer for at least 24 hours, under the route pattern', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    await adjust(uid, credit('1.00'), key);
    const row = await app.ctx.db
      .selectFrom('idempotency_key')
      .select(['route', 'response_status', 'expires_at', 'created_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      route: 'POST /api/admin/members/:uid/adjustments',
      response_status: 200,
    });
    const keptMs = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(keptMs).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('moves money once when the same request arrives many times at once', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => adjust(uid, credit('3.00'), key)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await transfersOf(uid)).toBe(1);
    const balance = (await operator.get<MemberDetail>(`/api/admin/members/${uid}`)).body.balance;
    expect(balance).toBe('3.00');
  });

  it.runIf(onPostgres)('answers 409 to a duplicate while the first is still running', async () => {
    const { uid } = await signedInMember(app);
    await adjust(uid, credit('1.00'), randomUUID()); // opens the wallet
    // Hold the member's wallet row from outside, so the first request stops inside its transaction.
    const blocker = await holdWallet(app, uid);
    const key = randomUUID();
    const first = adjust(uid, credit('2.00'), key);
    await blocker.waiters();
    const duplicate = await adjust(uid, credit('2.00'), key);
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as ApiError).error.message).toMatch(/still being processed/);
    await blocker.release();
    expect((await first).status).toBe(200);
    const retry = await adjust(uid, credit('2.00'), key);
    expect(retry.status).toBe(200);
    expect((retry.body as MemberDetail).balance).toBe('3.00');
    expect(await transfersOf(uid)).toBe(2);
  });

  it('needs a key: without one the request is refused and nothing moves', async () => {
    const { uid } = await signedInMember(app);
    const res = await operator.request('POST', `/api/admin/members/${uid}/adjustments`, credit('1.00'));
    expect(res.status).toBe(400);
    expect(await transfersOf(uid)).toBe(0);
  });
});
