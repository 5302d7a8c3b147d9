import type {
  AdminWithdrawalList,
  AuditEntry,
  LedgerTransferList,
  OperatorName,
  WithdrawalDestination,
} from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, type TestApp } from '../harness.js';
import { BANK, key, payoutReadyMember, useMoneyApp, withdraw } from './money-helpers.js';

// What the operator needs to pay a withdrawal: its full destination (an audited read) and the
// queue in the order work is done, oldest pending first.

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

const destinationPath = (slug: string) => `/api/admin/withdrawals/${slug}/destination`;

describe("a withdrawal's destination", () => {
  it('is the full snapshot of the request, read by operators only, one audit line per read', async () => {
    const m = await payoutReadyMember(app, operator, '500.00');
    const w = (await withdraw(m.client, '100.00')).body;

    // The queue shows the label only: the details are not in the list.
    const list = await operator.get<AdminWithdrawalList>(`/api/admin/withdrawals?member=${m.uid}`);
    const row = list.body.rows.find((r) => r.slug === w.slug);
    expect(row?.destination).toMatchObject({ id: 'bank', bank: null, crypto: null });
    expect(row?.destination.label).toContain('Example Bank');

    // The member then changes their bank data: the withdrawal keeps what they asked for.
    await m.client.request('PUT', '/api/bank-data', {
      ...BANK,
      accountHolder: 'Somebody Else',
      iban: 'GB82 WEST 1234 5698 7654 32',
      swift: 'NWBKGB2L',
    });

    const read = await operator.get<WithdrawalDestination>(destinationPath(w.slug));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      number: w.number,
      destination: expect.objectContaining({
        id: 'bank',
        kind: 'bank',
        crypto: null,
        bank: {
          bankName: 'Example Bank',
          accountHolder: 'Ada Lovelace',
          accountNumber: '',
          iban: 'DE89370400440532013000',
          swift: 'COBADEFF',
        },
      }),
    });
    await operator.get(destinationPath(w.slug));

    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', m.uid)
      .where('action', '=', 'withdrawal.destination.read')
      .execute();
    expect(audit).toEqual([
      { action: 'withdrawal.destination.read', details: { withdrawal: w.number, destination: 'bank' } },
      { action: 'withdrawal.destination.read', details: { withdrawal: w.number, destination: 'bank' } },
    ]);
  });

  it('is a crypto address in full for a crypto withdrawal', async () => {
    const m = await payoutReadyMember(app, operator, '500.00');
    const address = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    await m.client.request('PUT', '/api/bank-data', { ...BANK, cryptoTRC20: address });
    const w = (await withdraw(m.client, '50.00', undefined, 'crypto:TRC20')).body;
    const read = await operator.get<WithdrawalDestination>(destinationPath(w.slug));
    expect(read.body.destination).toMatchObject({ kind: 'crypto', bank: null, crypto: { network: 'TRC20', address } });
  });

  it('answers 404 to members, even the owner, and to an unknown withdrawal, and audits nothing then', async () => {
    const m = await payoutReadyMember(app, operator, '500.00');
    const w = (await withdraw(m.client, '100.00')).body;
    const other = await signedInMember(app);
    expect((await m.client.get(destinationPath(w.slug))).status).toBe(404);
    expect((await other.client.get(destinationPath(w.slug))).status).toBe(404);
    expect((await operator.get(destinationPath('no-such-withdrawal'))).status).toBe(404);
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', m.uid)
      .where('action', '=', 'withdrawal.destination.read')
      .execute();
    expect(audit).toEqual([]);
  });
});

describe('the withdrawal queue', () => {
  it('lists oldest first when asked, newest first by default', async () => {
    const m = await payoutReadyMember(app, operator, '500.00');
    const first = (await withdraw(m.client, '10.00')).body;
    const second = (await withdraw(m.client, '11.00')).body;
    const numbers = async (order: string) =>
      (
        await operator.get<AdminWithdrawalList>(`/api/admin/withdrawals?member=${m.uid}&status=pending${order}`)
      ).body.rows.map((r) => r.number);
    expect(await numbers('&order=oldest')).toEqual([first.number, second.number]);
    expect(await numbers('')).toEqual([second.number, first.number]);
    expect((await operator.get(`/api/admin/withdrawals?order=sideways`)).status).toBe(400);
  });
});

describe("the operator's name", () => {
  it('is ADMIN_NAME from the first start, the same in queues, ledger and audit log, and editable by the operator', async () => {
    const m = await payoutReadyMember(app, operator, '500.00');
    const w = (await withdraw(m.client, '20.00')).body;
    expect((await operator.get<OperatorName>('/api/admin/operator-name')).body).toEqual({ name: 'Operator' });
    await operator.request('POST', `/api/admin/withdrawals/${w.slug}/approve`, {}, { 'idempotency-key': key() });

    const shown = async () => {
      const queue = await operator.get<AdminWithdrawalList>(`/api/admin/withdrawals?member=${m.uid}&status=approved`);
      const ledger = await operator.get<LedgerTransferList>(`/api/admin/ledger/transfers?member=${m.uid}`);
      const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${m.uid}`);
      const credit = ledger.body.rows.find((r) => r.kind === 'adjustment.credit');
      const approved = audit.body.rows.find((r) => r.action === 'withdrawal.approve');
      return [queue.body.rows[0]?.decidedBy?.name, credit?.createdBy?.name, approved?.actorName];
    };
    expect(await shown()).toEqual(['Operator', 'Operator', 'Operator']);

    const renamed = await operator.request<OperatorName>('PUT', '/api/admin/operator-name', { name: '  Ada Desk ' });
    expect(renamed.body).toEqual({ name: 'Ada Desk' });
    expect(await shown()).toEqual(['Ada Desk', 'Ada Desk', 'Ada Desk']);

    // A member is shown by their user name; a bad name is refused and changes nothing; members get 404.
    const ledger = await operator.get<LedgerTransferList>(`/api/admin/ledger/transfers?member=${m.uid}`);
    expect(ledger.body.rows[0]?.credit.member?.name ?? ledger.body.rows[0]?.debit.member?.name).toBe(m.input.userName);
    expect((await operator.request('PUT', '/api/admin/operator-name', { name: 'A' })).status).toBe(400);
    expect((await m.client.request('PUT', '/api/admin/operator-name', { name: 'Mallory' })).status).toBe(404);
    expect((await m.client.get('/api/admin/operator-name')).status).toBe(404);
    expect((await operator.get<OperatorName>('/api/admin/operator-name')).body).toEqual({ name: 'Ada Desk' });
    // Put it back for the other tests of this file.
    await operator.request('PUT', '/api/admin/operator-name', { name: 'Operator' });
  });
});
