import {
  type AdminDeposit,
  type ApiError,
  type DepositInvoice,
  MAX_PENDING_DEPOSITS,
  type WalletSummary,
} from '@member-area/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, type TestApp } from '../harness.js';
import { samePixels } from '../uploads.js';
import { decide, depositMethodId, key, newDeposit, secondOperator, useMoneyApp } from './money-helpers.js';

const t = useMoneyApp();
let app: TestApp;
let operator: Client;
beforeAll(() => {
  ({ app, operator } = t);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, filename: string, data: Buffer) {
  const boundary = `----money${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (client: Client, slug: string, data: Buffer) => {
  const { body, headers } = multipart('file', 'proof.png', data);
  return client.request<DepositInvoice | ApiError>('POST', `/api/deposits/${slug}/proof`, body, headers);
};

describe('deposit invoices', () => {
  it('creates an invoice with the seeded bank transfer, numbered, pending, expiring', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '150.50');
    expect(invoice).toMatchObject({ status: 'pending', amount: '150.50', currency: 'USD', reason: null, proofs: [] });
    expect(invoice.number).toMatch(/^D-\d{6}$/);
    expect(invoice.instructions.methodKind).toBe('bank_transfer');
    expect(invoice.instructions.bank?.iban).toBe('DE89370400440532013000');
    expect(Date.parse(invoice.expiresAt) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const read = await client.get<DepositInvoice>(`/api/deposits/${invoice.slug}`);
    expect(read.body).toEqual(invoice);
    const summary = await client.get<WalletSummary>('/api/wallet');
    expect(summary.body.pendingDeposits).toEqual({ count: 1, amount: '150.50' });
  });

  it('refuses bad amounts: zero, negative, non-numeric, three decimals, below the minimum, over the maximum', async () => {
    const { client } = await signedInMember(app);
    const methodId = await depositMethodId(client);
    for (const amount of ['0', '0.00', '-5', 'abc', '10.001', '1e3', '', '9.99', '100000.01']) {
      const res = await client.request<ApiError>(
        'POST',
        '/api/deposits',
        { amount, methodId },
        { 'idempotency-key': key() },
      );
      expect(res.status, amount).toBe(400);
      expect(res.body.error.details?.fieldErrors?.amount, amount).toBeDefined();
    }
    const noMethod = await client.request<ApiError>(
      'POST',
      '/api/deposits',
      { amount: '50', methodId: 'nope' },
      { 'idempotency-key': key() },
    );
    expect(noMethod.body.error.details?.fieldErrors?.methodId).toBeDefined();
    const noKey = await client.post<ApiError>('/api/deposits', { amount: '50', methodId });
    expect(noKey.status).toBe(400);
  });

  it('approving credits the member once, live, audited and mailed; a second decision is 409 with who decided', async () => {
    const { client, uid, input } = await signedInMember(app);
    const invoice = await newDeposit(client, '200.00');
    const approved = await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`);
    expect(approved.status).toBe(200);
    const body = approved.body as AdminDeposit;
    expect(body).toMatchObject({ status: 'paid', member: { uid, email: input.email.toLowerCase() } });
    expect(body.decidedBy?.userName).toMatch(/^operator_/);
    // Shown by the operator's name (ADMIN_NAME), as everywhere in the back office.
    expect(body.decidedBy?.name).toBe('Operator');
    expect((await client.get<WalletSummary>('/api/wallet')).body).toMatchObject({
      available: '200.00',
      pendingDeposits: { count: 0, amount: '0.00' },
    });

    for (const path of ['approve', 'reject']) {
      const again = await decide(operator, `/api/admin/deposits/${invoice.slug}/${path}`, { reason: 'Too late' });
      expect(again.status).toBe(409);
      const err = (again.body as ApiError).error;
      expect(err.message).toMatch(/already paid by Operator:/);
      expect(err.details).toMatchObject({ status: 'paid', decidedBy: { userName: body.decidedBy?.userName } });
    }
    const cancel = await client.post<ApiError>(`/api/deposits/${invoice.slug}/cancel`);
    expect(cancel.status).toBe(409);

    const audit = await app.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', uid).execute();
    expect(audit.map((a) => a.action)).toContain('deposit.approve');
    const mail = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', input.email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Deposit D-\d+ credited/);
  });

  it('a retried approval is replayed, not credited twice; the same key on another invoice is 422', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '20.00');
    const k = key();
    const first = await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`, undefined, k);
    const retry = await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`, undefined, k);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await client.get<WalletSummary>('/api/wallet')).body.available).toBe('20.00');
    const other = await newDeposit(client, '30.00');
    const reused = await decide(operator, `/api/admin/deposits/${other.slug}/approve`, undefined, k);
    expect(reused.status).toBe(422);
  });

  it('rejecting keeps the money out and tells the member the reason', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '40.00');
    const noReason = await decide(operator, `/api/admin/deposits/${invoice.slug}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    const rejected = await decide(operator, `/api/admin/deposits/${invoice.slug}/reject`, {
      reason: 'No payment received',
    });
    expect(rejected.status).toBe(200);
    const read = await client.get<DepositInvoice>(`/api/deposits/${invoice.slug}`);
    expect(read.body).toMatchObject({ status: 'rejected', reason: 'No payment received' });
    expect((await client.get<WalletSummary>('/api/wallet')).body.available).toBe('0.00');
    const approve = await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`);
    expect(approve.status).toBe(409);
  });

  it(`keeps at most ${MAX_PENDING_DEPOSITS} invoices waiting for payment, also asked for at once`, async () => {
    const { client } = await signedInMember(app);
    const methodId = await depositMethodId(client);
    const ask = () =>
      client.request<ApiError>('POST', '/api/deposits', { amount: '50', methodId }, { 'idempotency-key': key() });
    const first = await ask();
    for (let i = 2; i < MAX_PENDING_DEPOSITS; i++) expect((await ask()).status).toBe(201);
    const last = await Promise.all([ask(), ask(), ask()]);
    expect(last.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(last.find((r) => r.status === 409)?.body.error.message).toBe(
      `You have ${MAX_PENDING_DEPOSITS} invoices waiting for payment: pay or cancel one of them first.`,
    );
    const slug = (first.body as unknown as DepositInvoice).slug;
    expect((await client.post(`/api/deposits/${slug}/cancel`)).status).toBe(200);
    expect((await ask()).status).toBe(201);
  });

  it('the member cancels a pending invoice; it cannot then be approved', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '40.00');
    const cancelled = await client.post<DepositInvoice>(`/api/deposits/${invoice.slug}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await client.post(`/api/deposits/${invoice.slug}/cancel`)).status).toBe(409);
    const approve = await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`);
    expect(approve.status).toBe(409);
    expect((approve.body as ApiError).error.message).toMatch(/already cancelled/);
  });

  it('two operators approving at once give one credit', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '75.00');
    const second = await secondOperator(app);
    const results = await Promise.all([
      decide(operator, `/api/admin/deposits/${invoice.slug}/approve`),
      decide(second, `/api/admin/deposits/${invoice.slug}/approve`),
      decide(operator, `/api/admin/deposits/${invoice.slug}/approve`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await client.get<WalletSummary>('/api/wallet')).body.available).toBe('75.00');
    const transfers = await app.ctx.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('reference', '=', `deposit:${invoice.slug}`)
      .execute();
    expect(transfers).toHaveLength(1);
  });

  it('expires by itself when not paid in time (the job), and then cannot be approved', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '60.00');
    const paid = await newDeposit(client, '61.00');
    await decide(operator, `/api/admin/deposits/${paid.slug}/approve`);
    await app.ctx.jobs.runDue({ at: new Date(Date.now() + 3_600_000) });
    expect((await client.get<DepositInvoice>(`/api/deposits/${invoice.slug}`)).body.status).toBe('pending');
    await app.ctx.jobs.runDue({ at: new Date(Date.parse(invoice.expiresAt) + 1000) });
    expect((await client.get<DepositInvoice>(`/api/deposits/${invoice.slug}`)).body.status).toBe('expired');
    expect((await client.get<DepositInvoice>(`/api/deposits/${paid.slug}`)).body.status).toBe('paid');
    expect((await decide(operator, `/api/admin/deposits/${invoice.slug}/approve`)).status).toBe(409);
  });

  it('takes a proof image or a transaction hash; refuses other files; the proof is private', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '80.00');
    const withFile = await upload(client, invoice.slug, PNG);
    expect(withFile.status).toBe(200);
    const proof = (withFile.body as DepositInvoice).proofs[0];
    expect(proof).toMatchObject({ kind: 'file', mime: 'image/png' });
    const own = await client.get<Buffer>(proof?.url ?? '');
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(await samePixels(own.body, PNG)).toBe(true);

    const pdf = await upload(
      client,
      invoice.slug,
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    );
    expect(pdf.status).toBe(200);
    const pdfProof = (pdf.body as DepositInvoice).proofs[1];
    expect(pdfProof?.mime).toBe('application/pdf');
    const pdfRead = await client.get<Buffer>(pdfProof?.url ?? '');
    expect(pdfRead.headers['content-disposition']).toMatch(/^attachment/);
    const html = await upload(client, invoice.slug, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(415);
    const big = await upload(client, invoice.slug, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.status).toBe(413);

    const hash = 'ab'.repeat(32);
    const withHash = await client.post<DepositInvoice>(`/api/deposits/${invoice.slug}/tx-hash`, { txHash: hash });
    expect(withHash.body.proofs.map((p) => p.kind)).toEqual(['file', 'file', 'tx_hash']);
    expect((await client.post(`/api/deposits/${invoice.slug}/tx-hash`, { txHash: 'nothex' })).status).toBe(400);

    // Another member: 404 for the invoice, its proof, its PDF, its cancel; the operator sees it.
    const stranger = (await signedInMember(app)).client;
    for (const url of [`/api/deposits/${invoice.slug}`, proof?.url ?? '', `/api/deposits/${invoice.slug}/pdf`]) {
      expect((await stranger.get(url)).status, url).toBe(404);
    }
    expect((await stranger.post(`/api/deposits/${invoice.slug}/cancel`)).status).toBe(404);
    expect((await upload(stranger, invoice.slug, PNG)).status).toBe(404);
    const queued = await operator.get<AdminDeposit>(`/api/admin/deposits/${invoice.slug}`);
    const adminUrl = queued.body.proofs[0]?.url ?? '';
    expect(adminUrl).toMatch(/^\/api\/admin\/deposits\//);
    expect((await operator.get(adminUrl)).status).toBe(200);
    expect((await client.get(adminUrl)).status).toBe(404);
    // The operator's read is audited, as a read of the member's papers; the member's own is not.
    const reads = await app.ctx.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'deposit.proof.read')
      .execute();
    expect(reads.map((r) => (r.details as { deposit: string }).deposit)).toEqual([invoice.number]);
  });

  it('one transaction proves one payment: a hash already given is refused, with or without 0x; ten proofs at most', async () => {
    const { client } = await signedInMember(app);
    const first = await newDeposit(client, '20.00');
    const second = await newDeposit(client, '30.00');
    const hash = 'cd'.repeat(32);
    const proveWith = (slug: string, txHash: string) =>
      client.post<DepositInvoice>(`/api/deposits/${slug}/tx-hash`, { txHash });
    expect((await proveWith(first.slug, hash)).status).toBe(200);
    for (const reused of [hash, `0x${hash.toUpperCase()}`]) {
      const again = await proveWith(second.slug, reused);
      expect(again.status, reused).toBe(400);
      expect((again.body as unknown as ApiError).error.message).toBe(
        `This transaction is already the proof of your invoice ${first.number}.`,
      );
    }
    // Another member's invoice: refused too, without naming whose.
    const other = await signedInMember(app);
    const theirs = await newDeposit(other.client, '20.00');
    const taken = await other.client.post(`/api/deposits/${theirs.slug}/tx-hash`, { txHash: hash });
    expect((taken.body as ApiError).error.message).toBe('This transaction is already the proof of another payment.');
    expect((await client.get<DepositInvoice>(`/api/deposits/${second.slug}`)).body.proofs).toEqual([]);
    // Once the first invoice is cancelled, the payment can prove another (it came late).
    expect((await client.post(`/api/deposits/${first.slug}/cancel`)).status).toBe(200);
    expect((await proveWith(second.slug, hash)).status).toBe(200);

    for (let i = 1; i < 10; i++) expect((await proveWith(second.slug, `${i}`.repeat(64))).status).toBe(200);
    const eleventh = await proveWith(second.slug, 'e'.repeat(64));
    expect(eleventh.status).toBe(409);
    expect((await client.get<DepositInvoice>(`/api/deposits/${second.slug}`)).body.proofs).toHaveLength(10);
  });

  it('downloads the invoice as a PDF', async () => {
    const { client } = await signedInMember(app);
    const invoice = await newDeposit(client, '99.99');
    const pdf = await client.get<Buffer>(`/api/deposits/${invoice.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the member invoices, and the operator queue by status and member with the user name', async () => {
    const a = await signedInMember(app);
    await newDeposit(a.client, '11.00');
    await newDeposit(a.client, '12.00');
    const mine = await a.client.get<{ rows: DepositInvoice[]; total: number }>('/api/deposits?pageSize=1');
    expect(mine.body.total).toBe(2);
    expect(mine.body.rows).toHaveLength(1);
    const queue = await operator.get<{ rows: AdminDeposit[]; total: number }>(
      `/api/admin/deposits?status=pending&member=${a.input.userName}`,
    );
    expect(queue.body.total).toBe(2);
    expect(queue.body.rows[0]?.member.userName).toBe(a.input.userName);
    const nobody = await operator.get<{ total: number }>('/api/admin/deposits?member=nobody_here');
    expect(nobody.body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await operator.get<{ total: number }>(
      `/api/admin/deposits?member=${a.uid}&from=${today}&to=${today}`,
    );
    expect(dated.body.total).toBe(2);
    expect((await a.client.get('/api/admin/deposits')).status).toBe(404);
  });
});
