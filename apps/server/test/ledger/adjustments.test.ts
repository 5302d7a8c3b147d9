import { randomUUID } from 'node:crypto';
import type { ApiError, MemberDetail } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { openLive } from '../live-client.js';

let app: TestApp;
let operator: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
});
afterAll(() => app.stop());

// Every money test ends with the ledger sound: balances sum to zero, each equals its transfers.
afterEach(() => expectLedgerSound(app));

const adjust = (uid: string, body: unknown, key: string | null = randomUUID()) =>
  operator.request<MemberDetail | ApiError>('POST', `/api/admin/members/${uid}/adjustments`, body, {
    ...(key !== null && { 'idempotency-key': key }),
  });

describe('operator balance adjustments', () => {
  it('credits a wallet; the member reads the new balance', async () => {
    const { uid, client } = await signedInMember(app);
    const res = await adjust(uid, { direction: 'credit', amount: '1250.50', reason: 'Welcome bonus' });
    expect(res.status).toBe(200);
    expect((res.body as MemberDetail).balance).toBe('1250.50');
    expect((await client.get('/api/balance')).body).toEqual({ balance: '1250.50' });
  });

  it('debits no more than the wallet holds, and changes nothing when refused', async () => {
    const { uid, client } = await signedInMember(app);
    await adjust(uid, { direction: 'credit', amount: '100', reason: 'Deposit correction' });
    const tooMuch = await adjust(uid, { direction: 'debit', amount: '100.01', reason: 'Fee' });
    expect(tooMuch.status).toBe(422);
    expect((tooMuch.body as ApiError).error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await client.get('/api/balance')).body).toEqual({ balance: '100.00' });
    const ok = await adjust(uid, { direction: 'debit', amount: '100', reason: 'Fee' });
    expect((ok.body as MemberDetail).balance).toBe('0.00');
  });

  it('moves money once per idempotency key; a retry answers the same', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    const body = { direction: 'credit', amount: '40.00', reason: 'Goodwill' };
    const first = await adjust(uid, body, key);
    const retry = await adjust(uid, body, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect((retry.body as MemberDetail).balance).toBe('40.00');
    const audits = await app.ctx.db.selectFrom('audit_log').select('id').where('target_id', '=', uid).execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses a reused key with other parameters (422) and moves nothing', async () => {
    const { uid } = await signedInMember(app);
    const key = randomUUID();
    await adjust(uid, { direction: 'credit', amount: '40.00', reason: 'Goodwill' }, key);
    const other = await adjust(uid, { direction: 'credit', amount: '41.00', reason: 'Goodwill' }, key);
    expect(other.status).toBe(422);
    expect((other.body as ApiError).error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await operator.get<MemberDetail>(`/api/admin/members/${uid}`)).body.balance).toBe('40.00');
  });

  it('refuses bad amounts, a missing reason and a missing key with clear 400s', async () => {
    const { uid } = await signedInMember(app);
    for (const body of [
      { direction: 'credit', amount: '0', reason: 'x-x-x' },
      { direction: 'credit', amount: '-5', reason: 'x-x-x' },
      { direction: 'credit', amount: '1.005', reason: 'x-x-x' },
      { direction: 'credit', amount: 'ten', reason: 'x-x-x' },
      { direction: 'credit', amount: '10', reason: '' },
      { direction: 'steal', amount: '10', reason: 'x-x-x' },
    ]) {
      const res = await adjust(uid, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noKey = await adjust(uid, { direction: 'credit', amount: '10', reason: 'x-x-x' }, null);
    expect(noKey.status).toBe(400);
    expect((noKey.body as ApiError).error.message).toMatch(/Idempotency-Key/);
    expect((await operator.get<MemberDetail>(`/api/admin/members/${uid}`)).body.balance).toBe('0.00');
  });

  it('lets only one of many concurrent debits spend the same money', async () => {
    const { uid } = await signedInMember(app);
    await adjust(uid, { direction: 'credit', amount: '500', reason: 'Funding' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => adjust(uid, { direction: 'debit', amount: '500', reason: 'Race' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    expect((await operator.get<MemberDetail>(`/api/admin/members/${uid}`)).body.balance).toBe('0.00');
  });

  it('pushes the new balance to the member live', async () => {
    const { uid, client } = await signedInMember(app);
    const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLive(url, client);
    await live.next((m) => m.topic === 'balance');
    await adjust(uid, { direction: 'credit', amount: '75.25', reason: 'Promo' });
    expect(await live.next((m) => m.topic === 'balance' && m.data.balance === '75.25')).toEqual({
      topic: 'balance',
      v: 1,
      data: { balance: '75.25' },
    });
    live.close();
  });

  it('is operator-only: a member gets 404 and no money moves', async () => {
    const { uid, client } = await signedInMember(app);
    const res = await client.request(
      'POST',
      `/api/admin/members/${uid}/adjustments`,
      {
        direction: 'credit',
        amount: '1000',
        reason: 'Free money',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(404);
    expect((await client.get('/api/balance')).body).toEqual({ balance: '0.00' });
  });

  it('adjusts only members: an unknown id or an operator answers 404 and nothing moves', async () => {
    // The member is read with the operator's session (a member read of the route's uid).
    const session = await operator.get<{ user: { uid: string } }>('/api/session');
    const operatorId = session.body.user.uid;
    for (const uid of ['no-such-member', operatorId]) {
      const res = await adjust(uid, { direction: 'credit', amount: '5', reason: 'Not a member' });
      expect(res.status).toBe(404);
      expect((res.body as ApiError).error.message).toBe('No such member');
    }
    const moved = await sql<{ n: string }>`
      select count(*)::text as n from ledger_transfer where kind = 'adjustment.credit' and reference = 'Not a member'
    `.execute(app.ctx.db);
    expect(moved.rows[0]?.n).toBe('0');
    // The same operator session, the next request, reads the member it names.
    const { uid } = await signedInMember(app);
    expect((await adjust(uid, { direction: 'credit', amount: '5', reason: 'A member' })).status).toBe(200);
  });

  it('keeps transfers append-only and member accounts non-negative in the database itself', async () => {
    const { uid } = await signedInMember(app);
    await adjust(uid, { direction: 'credit', amount: '10', reason: 'Seed' });
    await expect(sql`update ledger_transfer set amount = 1`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transfer`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`update ledger_account set balance = -1 where owner_id = ${uid}`.execute(app.ctx.db),
    ).rejects.toThrow(/ledger_account_member_non_negative/);
  });
});
