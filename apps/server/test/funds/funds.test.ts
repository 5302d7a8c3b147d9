import type {
  AdminWithdrawalList,
  ApiError,
  FundHistoryResponse,
  FundSummary,
  MoveToWalletResponse,
  Withdrawal,
  WithdrawalListResponse,
} from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, transfer } from '../../src/modules/ledger/index.js';
import { payReferralCommissions } from '../../src/modules/referrals/index.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { type Client, signedInMember, type TestApp } from '../harness.js';
import { decide, key, payoutReadyMember, useMoneyApp } from '../money/money-helpers.js';

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

let seq = 0;
/** Daily profit arrives with the investments module; here the ledger credits the fund directly. */
const creditProfit = (uid: string, cents: bigint) =>
  withTransaction(app.ctx, (trx) =>
    transfer(trx, {
      from: { platform: 'profit_expense' },
      to: { owner: uid, kind: 'profit' },
      amount: cents,
      kind: 'adjustment.credit',
      reference: 'test profit',
      idempotencyKey: `test-profit:${uid}:${++seq}`,
    }),
  );

const move = (client: Client, fund: string, amount: string, k = key()) =>
  client.request<MoveToWalletResponse>('POST', `/api/funds/${fund}/move`, { amount }, { 'idempotency-key': k });
const withdrawFrom = (client: Client, source: string, amount: string, k = key()) =>
  client.request<Withdrawal>(
    'POST',
    '/api/withdrawals',
    { amount, destination: 'bank', source },
    { 'idempotency-key': k },
  );
const wd = (slug: string, action: string) => `/api/admin/withdrawals/${slug}/${action}`;

describe('fund history', () => {
  it('pages, filters and exports the profit fund; a bonus row names its member and level', async () => {
    const m = await signedInMember(app);
    for (const cents of [1_000n, 2_000n, 3_000n]) await creditProfit(m.uid, cents);
    expect((await move(m.client, 'profit', '15.00')).status).toBe(200);

    const page1 = await m.client.get<FundHistoryResponse>('/api/funds/profit/history?pageSize=2');
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(4);
    expect(page1.body.rows.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['fund.move', '-15.00', '45.00'],
      ['adjustment.credit', '30.00', '60.00'],
    ]);
    const page2 = await m.client.get<FundHistoryResponse>('/api/funds/profit/history?pageSize=2&page=2');
    expect(page2.body.rows.map((r) => r.balance)).toEqual(['30.00', '10.00']);
    const moves = await m.client.get<FundHistoryResponse>('/api/funds/profit/history?kind=fund.move');
    expect(moves.body).toMatchObject({ total: 1, rows: [{ label: 'Moved to wallet', amount: '-15.00' }] });
    const future = await m.client.get<FundHistoryResponse>('/api/funds/profit/history?from=2999-01-01');
    expect(future.body.total).toBe(0);
    expect((await m.client.get('/api/funds/profit/history?from=yesterday')).status).toBe(400);
    expect((await m.client.get('/api/funds/savings/history')).status).toBe(400);

    const csv = await m.client.get<string>('/api/funds/profit/history.csv');
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,kind,reference,from_member,level,amount,balance');
    expect(lines).toHaveLength(5);

    // The wallet history shows the other side of the move.
    const wallet = await m.client.get<{ rows: { kind: string; amount: string }[] }>('/api/wallet/history');
    expect(wallet.body.rows[0]).toMatchObject({ kind: 'fund.move', amount: '15.00' });

    // A bonus: the investor's user name and the level, in the page and the CSV.
    const investor = await signedInMember(app, { referrer: m.input.userName });
    await withTransaction(app.ctx, (trx) =>
      payReferralCommissions(trx, {
        investmentId: `hist-${m.uid}`,
        investorId: investor.uid,
        amount: 100_000n,
        ratesE4: [50_000],
      }),
    );
    const bonus = await m.client.get<FundHistoryResponse>('/api/funds/bonus/history');
    expect(bonus.body.rows).toMatchObject([
      {
        kind: 'referral.commission',
        amount: '50.00',
        referral: { userName: investor.input.userName, level: 1 },
        label: `Referral bonus from ${investor.input.userName} (level 1)`,
      },
    ]);
    const bonusCsv = await m.client.get<string>('/api/funds/bonus/history.csv');
    expect(String(bonusCsv.body)).toContain(`,${investor.input.userName},1,50.00,50.00`);
    const summary = await m.client.get<FundSummary>('/api/funds/bonus');
    expect(summary.body).toMatchObject({ fund: 'bonus', balance: '50.00', moveMin: '1.00', withdrawalMin: '10.00' });
  });
});

describe('move to wallet', () => {
  it('refuses below the minimum and beyond the fund, moves once per key', async () => {
    const m = await signedInMember(app);
    await creditProfit(m.uid, 5_000n);
    const low = await move(m.client, 'profit', '0.50');
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.body)).toContain('The least you can move is 1.00 USD');
    const much = await move(m.client, 'profit', '50.01');
    expect(much.status).toBe(422);
    expect((much.body as unknown as ApiError).error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(app.ctx.db, m.uid, 'profit')).toBe(5_000n);
    expect((await m.client.request('POST', '/api/funds/profit/move', { amount: '1.00' })).status).toBe(400); // no key

    const k = key();
    const first = await move(m.client, 'profit', '20.00', k);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ fund: 'profit', moved: '20.00', fundBalance: '30.00', walletBalance: '20.00' });
    const again = await move(m.client, 'profit', '20.00', k);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await move(m.client, 'profit', '21.00', k)).status).toBe(422);
    expect(await balanceOf(app.ctx.db, m.uid, 'profit')).toBe(3_000n);
    expect(await balanceOf(app.ctx.db, m.uid, 'wallet')).toBe(2_000n);

    // The operator raises the minimum: the member sees it and it holds.
    const put = await operator.request('PUT', '/api/admin/money-settings', { profitMoveMin: '25' });
    expect(put.status).toBe(200);
    expect((await move(m.client, 'profit', '24.99')).status).toBe(400);
    await operator.request('PUT', '/api/admin/money-settings', { profitMoveMin: '1' });
  });

  it("moves only the caller's own fund: another member's withdrawal from a fund is 404", async () => {
    const a = await payoutReadyMember(app, operator);
    const b = await signedInMember(app);
    await creditProfit(a.uid, 10_000n);
    const w = await withdrawFrom(a.client, 'profit', '20.00');
    expect(w.status).toBe(201);
    expect((await b.client.get(`/api/withdrawals/${w.body.slug}`)).status).toBe(404);
    const cancel = await b.client.request('POST', `/api/withdrawals/${w.body.slug}/cancel`, undefined, {
      'idempotency-key': key(),
    });
    expect(cancel.status).toBe(404);
    // b's own profit fund is empty: nothing of a's moves.
    expect((await move(b.client, 'profit', '5.00')).status).toBe(422);
    expect(await balanceOf(app.ctx.db, a.uid, 'profit')).toBe(10_000n - 2_200n);
  });
});

describe('withdrawal from a fund', () => {
  it('holds from the fund, rejected goes back to the fund, paid leaves it; both lists show the source', async () => {
    const m = await payoutReadyMember(app, operator);
    await creditProfit(m.uid, 10_000n);
    const below = await withdrawFrom(m.client, 'profit', '9.99');
    expect(below.status).toBe(400);
    expect(JSON.stringify(below.body)).toContain('The minimum withdrawal from the profit fund is 10.00 USD');
    expect((await withdrawFrom(m.client, 'profit', '99.00')).status).toBe(422); // 99 + 2 fee > 100

    const first = await withdrawFrom(m.client, 'profit', '30.00');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ source: 'profit', amount: '30.00', total: '32.00', status: 'pending' });
    expect(await balanceOf(app.ctx.db, m.uid, 'profit')).toBe(6_800n);
    expect(await balanceOf(app.ctx.db, m.uid, 'held')).toBe(3_200n);
    expect(await balanceOf(app.ctx.db, m.uid, 'wallet')).toBe(0n);
    const summary = await m.client.get<FundSummary>('/api/funds/profit');
    expect(summary.body).toMatchObject({ balance: '68.00', pendingWithdrawals: { count: 1, amount: '32.00' } });

    const rejected = await decide(operator, wd(first.body.slug, 'reject'), { reason: 'Wrong account' });
    expect(rejected.status).toBe(200);
    expect(await balanceOf(app.ctx.db, m.uid, 'profit')).toBe(10_000n);
    expect(await balanceOf(app.ctx.db, m.uid, 'held')).toBe(0n);
    expect(await balanceOf(app.ctx.db, m.uid, 'wallet')).toBe(0n);
    // The mail says where the money went back to.
    const mails = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('to_address', '=', m.input.email.toLowerCase())
      .where('subject', 'like', `Withdrawal ${first.body.number} rejected%`)
      .execute();
    expect(mails.map((r) => r.body).join()).toContain('the amount and fee are back in your profit fund.');

    const second = await withdrawFrom(m.client, 'profit', '40.00');
    expect((await decide(operator, wd(second.body.slug, 'approve'))).status).toBe(200);
    expect((await decide(operator, wd(second.body.slug, 'mark-paid'), { payoutReference: 'SEPA-FUND-1' })).status).toBe(
      200,
    );
    expect(await balanceOf(app.ctx.db, m.uid, 'profit')).toBe(5_800n);
    expect(await balanceOf(app.ctx.db, m.uid, 'held')).toBe(0n);

    const history = await m.client.get<FundHistoryResponse>('/api/funds/profit/history');
    expect(history.body.rows.slice(0, 2).map((r) => r.label)).toEqual([
      'Withdrawal fee',
      `Withdrawal ${second.body.number} paid`,
    ]);

    const mine = await m.client.get<WithdrawalListResponse>('/api/withdrawals?source=profit');
    expect(mine.body.rows.map((r) => [r.number, r.source])).toEqual([
      [second.body.number, 'profit'],
      [first.body.number, 'profit'],
    ]);
    expect((await m.client.get<WithdrawalListResponse>('/api/withdrawals?source=bonus')).body.total).toBe(0);
    const queue = await operator.get<AdminWithdrawalList>(
      `/api/admin/withdrawals?source=profit&member=${m.input.userName}`,
    );
    expect(queue.body.rows.map((r) => r.source)).toEqual(['profit', 'profit']);

    // A member cancels a pending one from the bonus fund: back to the bonus fund.
    const investor = await signedInMember(app, { referrer: m.input.userName });
    await withTransaction(app.ctx, (trx) =>
      payReferralCommissions(trx, {
        investmentId: `wd-${m.uid}`,
        investorId: investor.uid,
        amount: 100_000n,
        ratesE4: [50_000],
      }),
    );
    const fromBonus = await withdrawFrom(m.client, 'bonus', '20.00');
    expect(fromBonus.status).toBe(201);
    expect(await balanceOf(app.ctx.db, m.uid, 'bonus')).toBe(2_800n);
    const cancelled = await m.client.request('POST', `/api/withdrawals/${fromBonus.body.slug}/cancel`, undefined, {
      'idempotency-key': key(),
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(app.ctx.db, m.uid, 'bonus')).toBe(5_000n);
  });
});
