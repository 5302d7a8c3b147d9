import type {
  AdminWithdrawal,
  ApiError,
  BankData,
  SignInLinkResponse,
  WalletSummary,
  Withdrawal,
} from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  holdWallet,
  lockTable,
  onPostgres,
  signedInMember,
  signedInOperator,
  type TestApp,
} from '../harness.js';
import {
  BANK,
  credit,
  decide,
  key,
  payoutReadyMember,
  secondOperator,
  useMoneyApp,
  withdraw,
} from './money-helpers.js';

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

const summaryOf = async (client: Client) => (await client.get<WalletSummary>('/api/wallet')).body;
const wd = (slug: string, action: string) => `/api/admin/withdrawals/${slug}/${action}`;
/** The member's password proof runs out (as after STEP_UP_WINDOW_MINUTES). */
const forgetStepUp = (uid: string) =>
  app.ctx.db
    .deleteFrom('session_step_up')
    .where('session_id', 'in', (eb) => eb.selectFrom('session').select('id').where('userId', '=', uid))
    .execute();

describe('withdrawals', () => {
  it('request holds amount + fee; approve; mark paid posts the hold to payouts and fees', async () => {
    const { client, uid } = await payoutReadyMember(app, operator, '100.00');
    const res = await withdraw(client, '50.00');
    expect(res.status).toBe(201);
    const w = res.body;
    expect(w).toMatchObject({ status: 'pending', amount: '50.00', fee: '2.00', total: '52.00' });
    expect(w.number).toMatch(/^W-\d{6}$/);
    expect(w.destination).toMatchObject({ id: 'bank', kind: 'bank', bank: { iban: 'DE89370400440532013000' } });
    expect(w.flaggedRecentDestinationChange).toBe(false);
    expect(await summaryOf(client)).toMatchObject({
      available: '48.00',
      onHold: '52.00',
      pendingWithdrawals: { count: 1, amount: '52.00' },
    });

    const early = await decide(operator, wd(w.slug, 'mark-paid'), { payoutReference: 'SEPA-1' });
    expect(early.status).toBe(409);
    expect((early.body as ApiError).error.message).toMatch(/before it is approved/);

    const approved = await decide(operator, wd(w.slug, 'approve'));
    expect(approved.status).toBe(200);
    expect(approved.body as AdminWithdrawal).toMatchObject({ status: 'approved', member: { uid } });
    expect((await client.post(`/api/withdrawals/${w.slug}/cancel`, undefined)).status).toBe(400); // no key
    const lateCancel = await client.request<ApiError>('POST', `/api/withdrawals/${w.slug}/cancel`, undefined, {
      'idempotency-key': key(),
    });
    expect(lateCancel.status).toBe(409);

    const paid = await decide(operator, wd(w.slug, 'mark-paid'), { payoutReference: 'SEPA-2026-0001' });
    expect(paid.status).toBe(200);
    expect(paid.body as AdminWithdrawal).toMatchObject({ status: 'paid', payoutReference: 'SEPA-2026-0001' });
    expect(await summaryOf(client)).toMatchObject({ available: '48.00', onHold: '0.00' });
    const read = await client.get<Withdrawal>(`/api/withdrawals/${w.slug}`);
    expect(read.body).toMatchObject({ status: 'paid', payoutReference: 'SEPA-2026-0001' });
    expect(read.body.paidAt).not.toBeNull();

    const legs = await app.ctx.db
      .selectFrom('ledger_transfer')
      .select(['kind', 'amount'])
      .where('reference', '=', `withdrawal:${w.slug}`)
      .orderBy('id')
      .execute();
    expect(legs.map((l) => [l.kind, String(l.amount)])).toEqual([
      ['hold.reserve', '5200'],
      ['withdrawal.payout', '5000'],
      ['withdrawal.fee', '200'],
    ]);

    // Forbidden after paid: cancel, reject, pay again.
    for (const [path, body] of [
      [wd(w.slug, 'reject'), { reason: 'Changed my mind' }],
      [wd(w.slug, 'mark-paid'), { payoutReference: 'again' }],
      [wd(w.slug, 'approve'), undefined],
    ] as const) {
      const again = await decide(operator, path, body);
      expect(again.status, path).toBe(409);
      expect((again.body as ApiError).error.details).toMatchObject({
        status: 'paid',
        decidedBy: { uid: expect.any(String) },
      });
    }
    const cancelPaid = await client.request<ApiError>('POST', `/api/withdrawals/${w.slug}/cancel`, undefined, {
      'idempotency-key': key(),
    });
    expect(cancelPaid.status).toBe(409);
    expect(cancelPaid.body.error.message).toMatch(/already paid/);
    const audit = await app.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', uid).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['withdrawal.approve', 'withdrawal.mark-paid']));
  });

  it('reject gives amount and fee back with a reason the member sees; then nothing more', async () => {
    const { client, input } = await payoutReadyMember(app, operator, '30.00');
    const w = (await withdraw(client, '20.00')).body;
    const rejected = await decide(operator, wd(w.slug, 'reject'), { reason: 'Name does not match' });
    expect(rejected.status).toBe(200);
    expect(await summaryOf(client)).toMatchObject({ available: '30.00', onHold: '0.00' });
    expect((await client.get<Withdrawal>(`/api/withdrawals/${w.slug}`)).body).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match',
    });
    const mail = await app.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', input.email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/rejected/);
    expect(mail.body).toContain('Name does not match');
    expect((await decide(operator, wd(w.slug, 'mark-paid'), { payoutReference: 'x-123' })).status).toBe(409);
    expect((await decide(operator, wd(w.slug, 'approve'))).status).toBe(409);
  });

  it('an approved withdrawal can still be rejected (the payout failed): the hold goes back', async () => {
    const { client } = await payoutReadyMember(app, operator, '30.00');
    const w = (await withdraw(client, '10.00')).body;
    expect((await decide(operator, wd(w.slug, 'approve'))).status).toBe(200);
    expect((await decide(operator, wd(w.slug, 'approve'))).status).toBe(409);
    const rejected = await decide(operator, wd(w.slug, 'reject'), { reason: 'The bank returned the payout' });
    expect(rejected.status).toBe(200);
    expect(await summaryOf(client)).toMatchObject({ available: '30.00', onHold: '0.00' });
    expect((await decide(operator, wd(w.slug, 'mark-paid'), { payoutReference: 'SEPA-3' })).status).toBe(409);
  });

  it('the member cancels while pending and the hold is released; paying a cancelled one is refused', async () => {
    const { client } = await payoutReadyMember(app, operator, '30.00');
    const w = (await withdraw(client, '10.00')).body;
    const k = key();
    const cancel = () =>
      client.request<Withdrawal>('POST', `/api/withdrawals/${w.slug}/cancel`, undefined, { 'idempotency-key': k });
    const first = await cancel();
    expect(first.body.status).toBe('cancelled');
    const replay = await cancel();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await summaryOf(client)).toMatchObject({ available: '30.00', onHold: '0.00' });
    const pay = await decide(operator, wd(w.slug, 'mark-paid'), { payoutReference: 'SEPA-9' });
    expect(pay.status).toBe(409);
    expect((pay.body as ApiError).error.message).toMatch(/already cancelled/);
    expect((await decide(operator, wd(w.slug, 'approve'))).status).toBe(409);
  });

  it('refuses more than is available, below the minimum, bad amounts, and an unsaved destination', async () => {
    const { client } = await payoutReadyMember(app, operator, '20.00');
    const tooMuch = await withdraw(client, '18.01'); // + 2.00 fee > 20.00
    expect(tooMuch.status).toBe(422);
    expect((tooMuch.body as unknown as ApiError).error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await withdraw(client, '18.00')).status).toBe(201);
    for (const amount of ['0', '-1', 'ten', '10.001', '9.99', '1000000000000']) {
      const res = await withdraw(client, amount);
      expect(res.status, amount).toBe(400);
    }
    const crypto = await withdraw(client, '10.00', key(), 'crypto:BTC');
    expect(crypto.status).toBe(400);
    expect((crypto.body as unknown as ApiError).error.details?.fieldErrors?.destination).toBeDefined();
    expect(await summaryOf(client)).toMatchObject({ available: '0.00', onHold: '20.00' });
  });

  it('idempotent request: replayed, 422 for another body under the key, 409 while the first still runs', async () => {
    const { client, uid } = await payoutReadyMember(app, operator, '40.00');
    const k = key();
    const first = await withdraw(client, '15.00', k);
    const retry = await withdraw(client, '15.00', k);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await withdraw(client, '16.00', k)).status).toBe(422);
    // A duplicate arriving while the first is still running: 409 on PostgreSQL. The member's wallet
    // row is held from outside, so the first request stops inside its transaction. (PGlite is one
    // connection: there the duplicate waits its turn and gets the first answer, as a retry does.)
    const running = key();
    const blocker = onPostgres ? await holdWallet(app, uid) : undefined;
    const firstOfTwo = withdraw(client, '10.00', running);
    await blocker?.waiters();
    const duplicate = await withdraw(client, '10.00', running);
    await blocker?.release();
    if (onPostgres) {
      expect(duplicate.status).toBe(409);
      expect((duplicate.body as unknown as ApiError).error.message).toMatch(/still being processed/);
    } else {
      expect(duplicate.headers['idempotent-replayed']).toBe('true');
    }
    expect((await firstOfTwo).status).toBe(201);
    const list = await client.get<{ rows: Withdrawal[]; total: number }>('/api/withdrawals');
    expect(list.body.total).toBe(2);
    expect(await summaryOf(client)).toMatchObject({ available: '11.00', onHold: '29.00' });
  });

  it.runIf(onPostgres)(
    'a duplicate that found its key free before the first answered gets the first answer',
    async () => {
      // The route reads the key once, before the password step, and the transaction trusts that
      // read. Here the duplicate reads it while the first still runs, and reaches its transaction
      // only after the first answered: its own attempt must roll back and give the first answer.
      const { client, uid } = await payoutReadyMember(app, operator, '40.00');
      const k = key();
      const wallet = await holdWallet(app, uid);
      const first = withdraw(client, '10.00', k); // stops at the hold, holding the key's lock
      await wallet.waiters();
      const destinations = await lockTable(app, 'payout_destination');
      const duplicate = withdraw(client, '10.00', k); // reads the key (free), then waits on the table
      await destinations.waiters();
      await wallet.release();
      const answered = await first;
      expect(answered.status).toBe(201);
      await destinations.release();
      const again = await duplicate;
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(answered.body);
      const list = await client.get<{ rows: Withdrawal[]; total: number }>('/api/withdrawals');
      expect(list.body.total).toBe(1);
      expect(await summaryOf(client)).toMatchObject({ available: '28.00', onHold: '12.00' }); // one hold: 10.00 and the fee
    },
  );

  it('checks the amount before the password step; a retry of an answered request is replayed', async () => {
    const { client, uid, input } = await payoutReadyMember(app, operator, '30.00');
    const k = key();
    expect((await withdraw(client, '20.00', k)).status).toBe(201);
    await forgetStepUp(uid);
    const over = await withdraw(client, '10.00');
    expect(over.status).toBe(422);
    expect((over.body as unknown as ApiError).error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough money: this withdrawal holds 12.00 USD with the fee, and 8.00 USD is available.',
    });
    const low = await withdraw(client, '5.00');
    expect(low.status).toBe(400);
    expect((low.body as unknown as ApiError).error.details?.fieldErrors?.amount).toEqual([
      'The minimum withdrawal is 10.00 USD',
    ]);
    // The first request again, with a fresh proof: its first answer, not today's balance check.
    await client.post('/api/account/step-up', { password: input.password });
    const replay = await withdraw(client, '20.00', k);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // What passes the checks asks for the password, and holds nothing.
    await forgetStepUp(uid);
    await credit(operator, uid, '100.00');
    const asks = await withdraw(client, '10.00');
    expect((asks.body as unknown as ApiError).error.code).toBe('STEP_UP_REQUIRED');
    expect(await summaryOf(client)).toMatchObject({ available: '108.00', onHold: '22.00' });
  });

  it('needs a recent password proof and is refused while an operator acts as the member', async () => {
    const m = await payoutReadyMember(app, operator, '30.00');
    await forgetStepUp(m.uid);
    const noProof = await withdraw(m.client, '10.00');
    expect(noProof.status).toBe(403);
    expect((noProof.body as unknown as ApiError).error.code).toBe('STEP_UP_REQUIRED');
    const bank = await m.client.request<ApiError>('PUT', '/api/bank-data', BANK);
    expect(bank.body.error.code).toBe('STEP_UP_REQUIRED');

    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${m.uid}/sign-in-link`);
    const [, , userName = '', token = ''] = link.body.path.split('/').map(decodeURIComponent);
    expect((await op.post('/api/account/login-admin', { userName, token })).status).toBe(200);
    for (const res of [
      await withdraw(op, '10.00'),
      await op.request('PUT', '/api/bank-data', BANK),
      await op.request('POST', '/api/withdrawals/whatever/cancel', undefined, { 'idempotency-key': key() }),
    ]) {
      expect(res.status).toBe(403);
      expect((res.body as ApiError).error.code).toBe('FORBIDDEN');
    }
  });

  it('another member gets 404 for a withdrawal, and cannot cancel it', async () => {
    const { client } = await payoutReadyMember(app, operator, '30.00');
    const w = (await withdraw(client, '10.00')).body;
    const stranger = await signedInMember(app);
    expect((await stranger.client.get(`/api/withdrawals/${w.slug}`)).status).toBe(404);
    const cancel = await stranger.client.request('POST', `/api/withdrawals/${w.slug}/cancel`, undefined, {
      'idempotency-key': key(),
    });
    expect(cancel.status).toBe(404);
    expect((await client.get<Withdrawal>(`/api/withdrawals/${w.slug}`)).body.status).toBe('pending');
    expect((await stranger.client.get('/api/admin/withdrawals')).status).toBe(404);
  });

  it('flags a withdrawal to a destination changed in the last 24 hours, and the queue shows it', async () => {
    const { client, uid, input } = await payoutReadyMember(app, operator, '50.00');
    const changed = await client.request<BankData>('PUT', '/api/bank-data', {
      ...BANK,
      iban: 'GB82 WEST 1234 5698 7654 32',
    });
    expect(changed.status).toBe(200);
    const w = (await withdraw(client, '10.00')).body;
    expect(w.flaggedRecentDestinationChange).toBe(true);
    const queue = await operator.get<{ rows: AdminWithdrawal[] }>(
      `/api/admin/withdrawals?member=${input.email}&status=pending`,
    );
    expect(queue.body.rows).toHaveLength(1);
    expect(queue.body.rows[0]).toMatchObject({ slug: w.slug, flaggedRecentDestinationChange: true, member: { uid } });
  });

  it('two operators deciding at once: one decision, the other told who decided', async () => {
    const { client } = await payoutReadyMember(app, operator, '30.00');
    const w = (await withdraw(client, '10.00')).body;
    const second = await secondOperator(app);
    const results = await Promise.all([decide(operator, wd(w.slug, 'approve')), decide(second, wd(w.slug, 'approve'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect((loser?.body as ApiError | undefined)?.error.details?.decidedBy).toBeTruthy();
  });
});
