import type {
  ApiError,
  BankData,
  LedgerCheck,
  LedgerTransferList,
  LiveMessage,
  MoneyOptions,
  MoneySettings,
  PaymentMethod,
  WalletHistoryResponse,
} from '@member-area/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, isSound } from '../../src/modules/ledger/index.js';
import { COUNT_AHEAD } from '../../src/platform/db/counted-page.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { type Client, expectLedgerSound, signedInMember, type TestApp } from '../harness.js';
import { openLive } from '../live-client.js';
import { BANK, credit, decide, key, newDeposit, payoutReadyMember, useMoneyApp, withdraw } from './money-helpers.js';

const t = useMoneyApp({ listen: true });
let app: TestApp;
let operator: Client;
let baseUrl: string;
beforeAll(() => {
  ({ app, operator, baseUrl } = t);
});

describe('bank data', () => {
  it('saves validated details, normalized, audited and mailed; only real changes move the change time', async () => {
    const m = await signedInMember(app);
    expect((await m.client.get<BankData>('/api/bank-data')).body).toMatchObject({ destinations: [], updatedAt: null });
    await m.client.post('/api/account/step-up', { password: m.input.password });
    const saved = await m.client.request<BankData>('PUT', '/api/bank-data', {
      ...BANK,
      swift: 'cobadeff',
      cryptoETH: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ iban: 'DE89370400440532013000', swift: 'COBADEFF', cryptoBTC: '' });
    expect(saved.body.destinations.map((d) => d.id)).toEqual(['bank', 'crypto:ETH']);
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', m.uid)
      .execute();
    expect(audit).toEqual([{ action: 'member.bank-data.change', actor_id: m.uid }]);
    const mails = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', m.input.email.toLowerCase())
      .execute();
    expect(mails.some((x) => x.subject.startsWith('Your payout details were changed'))).toBe(true);

    const bankBefore = saved.body.destinations[0]?.changedAt;
    await new Promise((r) => setTimeout(r, 20));
    const cryptoOnly = await m.client.request<BankData>('PUT', '/api/bank-data', {
      ...BANK,
      swift: 'COBADEFF',
      cryptoETH: '',
      cryptoTRC20: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    });
    expect(cryptoOnly.body.destinations.map((d) => d.id)).toEqual(['bank', 'crypto:TRC20']);
    expect(cryptoOnly.body.destinations[0]?.changedAt).toBe(bankBefore);
  });

  it('refuses a bad IBAN, SWIFT, address, or a half-filled bank account, under each field', async () => {
    const m = await signedInMember(app);
    await m.client.post('/api/account/step-up', { password: m.input.password });
    const cases: [Record<string, string>, string][] = [
      [{ ...BANK, iban: 'DE89 3704 0044 0532 0130 01' }, 'iban'],
      [{ ...BANK, swift: 'COBA1EFF' }, 'swift'],
      [{ cryptoBTC: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'cryptoBTC'],
      [{ iban: BANK.iban }, 'bankName'],
      [{ ...BANK, iban: '', accountNumber: '' }, 'accountNumber'],
    ];
    for (const [body, field] of cases) {
      const res = await m.client.request<ApiError>('PUT', '/api/bank-data', body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.details?.fieldErrors?.[field], field).toBeDefined();
    }
    expect((await m.client.get<BankData>('/api/bank-data')).body.destinations).toEqual([]);
  });
});

describe('wallet history', () => {
  it('lists every wallet movement with its running balance, filters by kind and date, exports CSV', async () => {
    const { client, uid } = await payoutReadyMember(app, operator);
    const invoice = await newDeposit(client, '100.00');
    await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`);
    const w = (await withdraw(client, '30.00')).body;
    await decide(operator, `/api/admin/withdrawals/${w.slug}/reject`, { reason: 'Try again later' });
    await credit(operator, uid, '5.00');

    const history = await client.get<WalletHistoryResponse>('/api/wallet/history');
    expect(history.body.total).toBe(4);
    expect(history.body.rows.map((r) => [r.kind, r.amount, r.balance, r.reference])).toEqual([
      ['adjustment.credit', '5.00', '105.00', 'Test funds'],
      ['hold.void', '32.00', '100.00', w.number],
      ['hold.reserve', '-32.00', '68.00', w.number],
      ['deposit.paid', '100.00', '100.00', invoice.number],
    ]);
    expect(history.body.rows[3]?.subject).toEqual({ type: 'deposit', slug: invoice.slug, number: invoice.number });

    const deposits = await client.get<WalletHistoryResponse>('/api/wallet/history?kind=deposit.paid');
    expect(deposits.body.rows.map((r) => r.balance)).toEqual(['100.00']);
    const paged = await client.get<WalletHistoryResponse>('/api/wallet/history?page=2&pageSize=3');
    expect(paged.body.rows.map((r) => r.kind)).toEqual(['deposit.paid']);
    const future = await client.get<WalletHistoryResponse>('/api/wallet/history?from=2999-01-01');
    expect(future.body).toMatchObject({ rows: [], total: 0 });
    expect((await client.get('/api/wallet/history?kind=nope')).status).toBe(400);
    expect((await client.get('/api/wallet/history?from=yesterday')).status).toBe(400);

    const csv = await client.get<Buffer>('/api/wallet/history.csv?kind=hold.reserve');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.toString().trim().split('\r\n');
    expect(lines[0]).toBe('date,kind,reference,amount,balance');
    expect(lines.slice(1).map((l) => l.split(',').slice(1))).toEqual([
      [`Withdrawal ${w.number} requested (rejected)`, w.number, '-32.00', '68.00'],
    ]);
    expect(history.body.rows.slice(1, 3).map((r) => r.label)).toEqual([
      `Withdrawal ${w.number} rejected: returned`,
      `Withdrawal ${w.number} requested (rejected)`,
    ]);
    await expectLedgerSound(app);
  });

  it('reads a paid withdrawal as paid, its fee on a line of its own, and the filter finds both', async () => {
    const { client } = await payoutReadyMember(app, operator, '100.00');
    const w = (await withdraw(client, '30.00')).body;
    const pending = await client.get<WalletHistoryResponse>('/api/wallet/history');
    expect(pending.body.rows[0]).toMatchObject({
      kind: 'hold.reserve',
      label: `Withdrawal ${w.number} requested (on hold)`,
      amount: '-32.00',
      balance: '68.00',
    });
    await decide(operator, `/api/admin/withdrawals/${w.slug}/approve`);
    await decide(operator, `/api/admin/withdrawals/${w.slug}/mark-paid`, { payoutReference: 'SEPA-9' });

    const paid = await client.get<WalletHistoryResponse>('/api/wallet/history');
    expect(paid.body.total).toBe(2);
    expect(paid.body.rows.map((r) => [r.kind, r.label, r.amount, r.balance, r.reference])).toEqual([
      ['withdrawal.fee', 'Withdrawal fee', '-2.00', '68.00', w.number],
      ['withdrawal.payout', `Withdrawal ${w.number} paid`, '-30.00', '70.00', w.number],
      ['adjustment.credit', 'Adjustment (credit)', '100.00', '100.00', 'Test funds'],
    ]);
    const byPaid = await client.get<WalletHistoryResponse>('/api/wallet/history?kind=withdrawal.payout');
    expect(byPaid.body.rows.map((r) => r.label)).toEqual([`Withdrawal ${w.number} paid`]);
    const byFee = await client.get<WalletHistoryResponse>('/api/wallet/history?kind=withdrawal.fee');
    expect(byFee.body.rows.map((r) => [r.label, r.amount])).toEqual([['Withdrawal fee', '-2.00']]);
    const csv = (await client.get<Buffer>('/api/wallet/history.csv')).body.toString().trim().split('\r\n');
    expect(csv.slice(1).map((l) => l.split(',').slice(1, 3))).toEqual([
      ['Withdrawal fee', w.number],
      [`Withdrawal ${w.number} paid`, w.number],
      ['Adjustment (credit)', 'Test funds'],
    ]);
    await expectLedgerSound(app);
  });

  it('streams a CSV of thousands of movements: each balance the running sum, formulas kept out, pages by seq', async () => {
    const { client, uid } = await signedInMember(app);
    const n = 1_345;
    // Written by ledger_post() itself, as transfer() calls it, n times in one statement.
    await sql`insert into ledger_account (owner_id, kind, balance) values (${uid}, 'wallet', 0)`.execute(app.ctx.db);
    await sql`
      with acct as (select id from ledger_account where owner_id = ${uid} and kind = 'wallet')
      select count(*) from acct, generate_series(1, ${n}::int) i, lateral ledger_post(
        case when i % 4 = 0 then acct.id end, case when i % 4 = 0 then null else 'adjustments' end,
        case when i % 4 = 0 then null else acct.id end, case when i % 4 = 0 then 'adjustments' end,
        case when i % 4 = 0 then 100 else 100 + i % 37 end,
        case when i % 4 = 0 then 'adjustment.debit' else 'adjustment.credit' end,
        case when i = 7 then '@SUM(A1:A9)' else 'move ' || i end, 'csv-' || ${uid} || '-' || i, null
      ) p where p.outcome = 'moved'
    `.execute(app.ctx.db);
    const res = await client.get<Buffer>('/api/wallet/history.csv');
    expect(res.status).toBe(200);
    // Streamed: sent in chunks as it is read, no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = res.body.toString().split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.shift()).toBe('date,kind,reference,amount,balance');
    expect(lines).toHaveLength(n);
    // Oldest last: walking up from the bottom, each balance is the one below plus its amount.
    let balance = 0;
    for (const l of lines.toReversed()) {
      const [, , , amount, after] = l.split(',');
      balance += Math.round(Number(amount) * 100);
      expect(Math.round(Number(after) * 100)).toBe(balance);
    }
    expect(lines).toContain(lines.find((l) => l.includes("'@SUM(A1:A9)")));
    expect(lines.some((l) => l.includes(',@SUM'))).toBe(false);

    const page = await client.get<WalletHistoryResponse>('/api/wallet/history?page=50&pageSize=20');
    expect(page.body.total).toBe(n);
    expect(page.body.rows.map((r) => r.reference)).toEqual(
      Array.from({ length: 20 }, (_, i) => `move ${n - 49 * 20 - i}`),
    );
    const last = await client.get<WalletHistoryResponse>(`/api/wallet/history?page=${Math.ceil(n / 20)}&pageSize=20`);
    expect(last.body.rows.map((r) => r.reference)).toEqual(
      Array.from({ length: n % 20 }, (_, i) => `move ${(n % 20) - i}`),
    );
    const beyond = await client.get<WalletHistoryResponse>('/api/wallet/history?page=999&pageSize=20');
    expect(beyond.body).toMatchObject({ rows: [], total: n, totalExact: true });
    // Filtered, the matches are counted only a little past the page (page 1 costs the same at any
    // length): past that the total is a lower bound; a short filter is counted exactly.
    const debits = await client.get<WalletHistoryResponse>(
      '/api/wallet/history?kind=adjustment.debit&page=1&pageSize=20',
    );
    expect(debits.body).toMatchObject({ total: 20 + COUNT_AHEAD, totalExact: false });
    expect(debits.body.rows.map((r) => r.reference)).toEqual(
      Array.from({ length: 20 }, (_, i) => `move ${n - (n % 4) - 4 * i}`),
    );
    const credits = await client.get<WalletHistoryResponse>('/api/wallet/history?kind=adjustment.credit&page=2');
    expect(credits.body.totalExact).toBe(false);
    const deep = await client.get<WalletHistoryResponse>(
      `/api/wallet/history?kind=adjustment.debit&page=${Math.floor(n / 4 / 20)}&pageSize=20`,
    );
    expect(deep.body).toMatchObject({ total: Math.floor(n / 4), totalExact: true });
    await expectLedgerSound(app);
  });

  it('keeps a formula out of the CSV', async () => {
    const { client, uid } = await signedInMember(app);
    await operator.request(
      'POST',
      `/api/admin/members/${uid}/adjustments`,
      { direction: 'credit', amount: '1.00', reason: '=HYPERLINK("x")' },
      { 'idempotency-key': key() },
    );
    // Starts like a negative number, and is a formula all the same.
    await operator.request(
      'POST',
      `/api/admin/members/${uid}/adjustments`,
      { direction: 'credit', amount: '1.00', reason: '-1+HYPERLINK("x")' },
      { 'idempotency-key': key() },
    );
    const csv = (await client.get<Buffer>('/api/wallet/history.csv')).body.toString();
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'-1+HYPERLINK(""x"")"`);
  });
});

describe('the operator desk', () => {
  it('explores transfers by member and kind, with the invariant check', async () => {
    const { client, uid, input } = await payoutReadyMember(app, operator, '50.00');
    const w = (await withdraw(client, '10.00')).body;
    const list = await operator.get<LedgerTransferList>(`/api/admin/ledger/transfers?member=${input.userName}`);
    expect(list.body.total).toBe(2);
    expect(list.body.rows[0]).toMatchObject({
      kind: 'hold.reserve',
      amount: '12.00',
      reference: `withdrawal:${w.slug}`,
      debit: { account: 'wallet', member: { uid } },
      credit: { account: 'held', member: { uid } },
      createdBy: { uid },
    });
    expect(list.body.rows[1]).toMatchObject({
      kind: 'adjustment.credit',
      debit: { account: 'adjustments', member: null },
    });
    const byKind = await operator.get<LedgerTransferList>(
      `/api/admin/ledger/transfers?member=${uid}&kind=hold.reserve`,
    );
    expect(byKind.body.total).toBe(1);
    const check = await operator.get<LedgerCheck>('/api/admin/ledger/check');
    expect(check.body).toMatchObject({
      sound: true,
      total: '0',
      orphanHolds: [],
      heldMismatch: [],
      pendingMismatch: [],
    });
    expect((await client.get('/api/admin/ledger/check')).status).toBe(404);
  });

  it('reports a hold no withdrawal claims', async () => {
    const { client } = await payoutReadyMember(app, operator, '50.00');
    const w = (await withdraw(client, '10.00')).body;
    // Break it on purpose, inside a rolled-back transaction: the withdrawal ends without its hold.
    await withTransaction(app.ctx, async (trx) => {
      await trx.updateTable('withdrawal').set({ status: 'cancelled' }).where('slug', '=', w.slug).execute();
      const inv = await checkInvariants(trx);
      expect(inv.orphanHolds).toEqual([expect.objectContaining({ purpose: 'withdrawal', reference: w.slug })]);
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
    await client.request('POST', `/api/withdrawals/${w.slug}/cancel`, undefined, { 'idempotency-key': key() });
  });

  it('reports pending figures that differ from the requests they count', async () => {
    const { client, uid } = await payoutReadyMember(app, operator, '50.00');
    await withdraw(client, '10.00');
    // Break it on purpose, inside a rolled-back transaction: the kept figures drift from the rows.
    await withTransaction(app.ctx, async (trx) => {
      await sql`update member_pending_money set withdrawals_count = 5 where member_id = ${uid}`.execute(trx);
      const inv = await checkInvariants(trx);
      expect(isSound(inv)).toBe(false);
      expect(inv.pendingMismatch).toEqual([
        {
          memberId: uid,
          kept: 'deposits 0 (0 cents), withdrawals 5 (1200 cents)',
          fromRows: 'deposits 0 (0 cents), withdrawals 1 (1200 cents)',
        },
      ]);
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
  });

  it('changes money settings and payment methods, audited; members see only enabled methods', async () => {
    const bad = await operator.request<ApiError>('PUT', '/api/admin/money-settings', {
      depositMin: '500',
      depositMax: '100',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fieldErrors?.depositMax).toBeDefined();
    const set = await operator.request<MoneySettings>('PUT', '/api/admin/money-settings', { withdrawalFee: '0' });
    expect(set.body.withdrawalFee).toBe('0.00');
    await operator.request('PUT', '/api/admin/money-settings', { withdrawalFee: '2.00' });

    const created = await operator.request<PaymentMethod>('POST', '/api/admin/payment-methods', {
      kind: 'crypto',
      name: 'USDT',
      instructions: 'Send USDT on Tron only.',
      addresses: [{ network: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' }],
    });
    expect(created.status).toBe(201);
    const badAddress = await operator.request('POST', '/api/admin/payment-methods', {
      kind: 'crypto',
      name: 'BTC',
      addresses: [{ network: 'BTC', address: 'nope' }],
    });
    expect(badAddress.status).toBe(400);
    const m = await signedInMember(app);
    const options = await m.client.get<MoneyOptions>('/api/money/options');
    expect(options.body.methods.map((x) => x.name)).toEqual(['Bank transfer', 'USDT']);
    await operator.request('PUT', `/api/admin/payment-methods/${created.body.id}`, {
      kind: 'crypto',
      name: 'USDT',
      enabled: false,
      addresses: [{ network: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' }],
    });
    const after = await m.client.get<MoneyOptions>('/api/money/options');
    expect(after.body.methods.map((x) => x.name)).toEqual(['Bank transfer']);
    const refused = await m.client.request<ApiError>(
      'POST',
      '/api/deposits',
      { amount: '50', methodId: created.body.id },
      { 'idempotency-key': key() },
    );
    expect(refused.body.error.details?.fieldErrors?.methodId).toBeDefined();
    expect((await m.client.get('/api/admin/payment-methods')).status).toBe(404);
    const audit = await operator.get<{ rows: { action: string }[] }>('/api/admin/audit');
    expect(audit.body.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'settings.money.update',
        'settings.payment-method.create',
        'settings.payment-method.update',
      ]),
    );
  });
});

describe('live', () => {
  const money = (m: LiveMessage): m is Extract<LiveMessage, { topic: 'money' }> => m.topic === 'money';

  it('pushes the new balance and the invoice status to the member when an operator decides', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '42.00');
    const live = await openLive(baseUrl, client);
    await live.next((m) => money(m) && m.data.summary.pendingDeposits.count === 1);
    await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`);
    const pushed = await live.next(
      (m) => money(m) && m.data.recent.some((r) => r.slug === invoice.slug && r.status === 'paid'),
    );
    expect(money(pushed) && pushed.data.summary.available).toBe('42.00');
    await live.next((m) => m.topic === 'balance' && m.data.balance === '42.00');
    live.close();
  });
});
