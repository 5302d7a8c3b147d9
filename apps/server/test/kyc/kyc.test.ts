import type {
  ApiError,
  AuditEntry,
  KycDocument,
  KycQueueResponse,
  KycReviewResponse,
  KycStatusResponse,
  KycUploadResponse,
  WalletSummary,
} from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { openLive } from '../live-client.js';
import { payoutReadyMember, withdraw } from '../money/money-helpers.js';
import { multipart, png, samePixels } from '../uploads.js';

let app: TestApp;
let operator: Client;
let url: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
  url = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.stop());

const details = {
  documentType: 'national_id' as const,
  documentNumber: 'X1234567',
  issuingCountry: 'Germany',
  dateOfBirth: '1990-04-12',
  address: '1 Main Street, 10115 Berlin',
};

async function upload(client: Client, document: string, data = png(), type = 'image/png') {
  const { body, headers } = multipart('scan.png', type, data);
  return client.request<KycUploadResponse & ApiError>('POST', `/api/kyc/documents/${document}`, body, headers);
}

async function uploaded(client: Client, documents: readonly KycDocument[]) {
  const ids: Partial<Record<KycDocument, string>> = {};
  for (const doc of documents) {
    const res = await upload(client, doc);
    expect(res.status).toBe(200);
    ids[doc] = res.body.id;
  }
  return ids;
}

const ALL = ['front', 'back', 'selfie', 'proofOfAddress'] as const;

/** A member with a pending submission, and its id. */
async function pendingMember(signedIn?: Awaited<ReturnType<typeof signedInMember>>) {
  const member = signedIn ?? (await signedInMember(app));
  const res = await member.client.post<KycStatusResponse>('/api/kyc/submissions', {
    ...details,
    documents: await uploaded(member.client, ALL),
  });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('pending');
  return { ...member, submissionId: res.body.history[0]?.id ?? '' };
}

const status = async (client: Client) => (await client.get<KycStatusResponse>('/api/kyc')).body;

describe('the member side', () => {
  it('starts as Not submitted, with an empty history', async () => {
    const { client } = await signedInMember(app);
    expect(await status(client)).toEqual({
      status: 'not_submitted',
      reason: null,
      requestedDocuments: [],
      history: [],
      requiredForWithdrawals: false,
    });
    expect((await app.client().get('/api/kyc')).status).toBe(401);
  });

  it('uploads are typed by their bytes and size-limited', async () => {
    const { client } = await signedInMember(app);
    const text = await upload(client, 'front', Buffer.from('not an image at all, just text'), 'image/png');
    expect(text.status).toBe(415);
    const html = await upload(client, 'front', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.status).toBe(415);
    const big = await upload(client, 'front', Buffer.concat([png(), Buffer.alloc(9 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await upload(client, 'passport-photo')).status).toBe(400);
    const empty = await client.request('POST', '/api/kyc/documents/front', Buffer.alloc(0), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(empty.status).toBe(400);
  });

  it('refuses more than 40 uploads an hour from one member', async () => {
    const { client } = await signedInMember(app);
    for (let i = 0; i < 40; i++) expect((await upload(client, 'front')).status).toBe(200);
    const over = await upload(client, 'front');
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
  });

  it('refuses an incomplete or wrong submission and changes nothing', async () => {
    const { client } = await signedInMember(app);
    const other = await signedInMember(app);
    const docs = await uploaded(client, ALL);
    const theirs = await uploaded(other.client, ['selfie']);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...details, documents: { ...docs, selfie: undefined } }, 'documents.selfie'],
      [{ ...details, documentType: 'passport', documents: docs }, 'documents.back'],
      [{ ...details, documents: { ...docs, selfie: theirs.selfie } }, 'documents.selfie'],
      [{ ...details, dateOfBirth: '2020-01-01', documents: docs }, 'dateOfBirth'],
      [{ ...details, dateOfBirth: '1990-02-31', documents: docs }, 'dateOfBirth'],
      [{ ...details, documentNumber: '', documents: docs }, 'documentNumber'],
      [{ ...details, address: undefined, documents: docs }, 'address'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post<ApiError>('/api/kyc/submissions', body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.details?.fieldErrors ?? {}), field).toContain(field);
    }
    expect((await status(client)).status).toBe('not_submitted');
    // A passport needs no back.
    const { back: _back, ...noBack } = docs;
    const ok = await client.post<KycStatusResponse>('/api/kyc/submissions', {
      ...details,
      documentType: 'passport',
      documents: noBack,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.history[0]?.documents.back).toBeNull();
  });

  it('"Submit for review" makes it Pending review; a second submission meanwhile is refused', async () => {
    const { client } = await pendingMember();
    const again = await client.post<ApiError>('/api/kyc/submissions', {
      ...details,
      documents: await uploaded(client, ALL),
    });
    expect(again.status).toBe(409);
    expect((await status(client)).history).toHaveLength(1);
  });

  it('documents are private: the member and operators read them, another member gets 404', async () => {
    const { client, submissionId } = await pendingMember();
    const stranger = await signedInMember(app);
    const { history } = await status(client);
    const front = history[0]?.documents.front ?? '';
    const own = await client.get<Buffer>(`/api/kyc/documents/file/${front}`);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(own.body, png())).toBe(true);
    expect((await stranger.client.get(`/api/kyc/documents/file/${front}`)).status).toBe(404);
    // A PDF (a bank statement) is accepted and downloaded, never shown inline.
    const pdf = await upload(
      client,
      'proofOfAddress',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      'application/pdf',
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.mime).toBe('application/pdf');
    const pdfBack = await client.get(`/api/kyc/documents/file/${pdf.body.id}`);
    expect(pdfBack.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdfBack.headers['content-security-policy']).toContain('sandbox');
    expect((await stranger.client.get('/api/kyc/documents/file/not-a-uuid')).status).toBe(404);
    expect((await app.client().get(`/api/kyc/documents/file/${front}`)).status).toBe(401);

    expect((await operator.get(`/api/admin/kyc/${submissionId}/documents/front`)).status).toBe(200);
    expect((await stranger.client.get(`/api/admin/kyc/${submissionId}/documents/front`)).status).toBe(404);
    expect((await stranger.client.get(`/api/admin/kyc/${submissionId}`)).status).toBe(404);
    expect((await stranger.client.get('/api/admin/kyc')).status).toBe(404);
    expect((await operator.get('/api/admin/kyc/999999999/documents/front')).status).toBe(404);
    expect((await operator.get('/api/admin/kyc/abc')).status).toBe(404);
  });
});

describe('the operators’ review', () => {
  it('queues pending submissions, oldest first', async () => {
    const first = await pendingMember();
    const second = await pendingMember();
    const queue = await operator.get<KycQueueResponse>('/api/admin/kyc');
    expect(queue.status).toBe(200);
    const ids = queue.body.rows.map((r) => r.id);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(queue.body.rows.find((r) => r.id === first.submissionId)).toMatchObject({
      memberId: first.uid,
      email: first.input.email.toLowerCase(),
      documentType: 'national_id',
      previousSubmissions: 0,
    });
  });

  it('resubmission → the member re-uploads only the named documents → approve: live, mailed and audited', async () => {
    const { client, uid, input, submissionId } = await pendingMember();
    const live = await openLive(url, client);
    const before = (await status(client)).history[0];

    const none = await operator.post<ApiError>(`/api/admin/kyc/${submissionId}/request-resubmission`, {
      documents: [],
    });
    expect(none.status).toBe(400);
    const asked = await operator.post<KycReviewResponse>(`/api/admin/kyc/${submissionId}/request-resubmission`, {
      documents: ['front', 'selfie'],
      reason: 'The photo is blurred',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.submission).toMatchObject({
      status: 'resubmission_requested',
      requestedDocuments: ['front', 'selfie'],
    });
    await live.next((m) => m.topic === 'kyc' && m.data.status === 'resubmission_requested');
    expect(await status(client)).toMatchObject({
      status: 'resubmission_requested',
      reason: 'The photo is blurred',
      requestedDocuments: ['front', 'selfie'],
    });

    // Only the named documents, and all of them.
    const notAsked = await client.post<ApiError>('/api/kyc/submissions', {
      documents: await uploaded(client, ['front', 'selfie', 'proofOfAddress']),
    });
    expect(notAsked.status).toBe(400);
    expect(Object.keys(notAsked.body.error.details?.fieldErrors ?? {})).toEqual(['documents.proofOfAddress']);
    const partial = await client.post<ApiError>('/api/kyc/submissions', {
      documents: await uploaded(client, ['front']),
    });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.error.details?.fieldErrors ?? {})).toEqual(['documents.selfie']);

    // Changed details behind the asked documents are refused: they stay as they were reviewed.
    const swapped = await client.post<ApiError>('/api/kyc/submissions', {
      documentType: 'passport',
      documentNumber: 'NEW123456',
      documents: await uploaded(client, ['front', 'selfie']),
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.message).toBe(
      'Only the documents asked for can be sent again: your details stay as they were reviewed.',
    );

    const fresh = await uploaded(client, ['front', 'selfie']);
    // The same details sent again are harmless.
    const resubmitted = await client.post<KycStatusResponse>('/api/kyc/submissions', {
      documentNumber: details.documentNumber,
      documents: fresh,
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.status).toBe('pending');
    expect(resubmitted.body.history).toHaveLength(2);
    const latest = resubmitted.body.history[0];
    expect(latest?.documents).toEqual({
      front: fresh.front,
      back: before?.documents.back,
      selfie: fresh.selfie,
      proofOfAddress: before?.documents.proofOfAddress,
    });
    expect(latest).toMatchObject({ documentNumber: details.documentNumber, address: details.address });

    const approved = await operator.post<KycReviewResponse>(`/api/admin/kyc/${latest?.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.history).toHaveLength(1);
    await live.next((m) => m.topic === 'kyc' && m.data.status === 'approved');
    expect((await status(client)).status).toBe('approved');
    live.close();

    const mails = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', input.email.toLowerCase())
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject).filter((s) => /KYC|identity/.test(s))).toEqual([
      expect.stringMatching(/upload some KYC documents again/),
      expect.stringMatching(/identity is verified/),
    ]);
    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${uid}`);
    expect(audit.body.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['kyc.request_resubmission', 'kyc.approve']),
    );
  });

  it('reject needs a reason; the member sees it and may submit again in full', async () => {
    const { client, submissionId } = await pendingMember();
    expect((await operator.post(`/api/admin/kyc/${submissionId}/reject`, { reason: ' ' })).status).toBe(400);
    expect((await status(client)).status).toBe('pending');
    const res = await operator.post(`/api/admin/kyc/${submissionId}/reject`, { reason: 'The document has expired' });
    expect(res.status).toBe(200);
    expect(await status(client)).toMatchObject({ status: 'rejected', reason: 'The document has expired' });
    // After a rejection, everything again (the earlier files alone are not enough).
    const partial = await client.post('/api/kyc/submissions', { documents: await uploaded(client, ['front']) });
    expect(partial.status).toBe(400);
    const again = await client.post<KycStatusResponse>('/api/kyc/submissions', {
      ...details,
      documents: await uploaded(client, ALL),
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('pending');
  });

  it('forbidden transitions: a decided submission is not decided again, an approved member cannot submit', async () => {
    const { client, submissionId } = await pendingMember();
    expect((await operator.post(`/api/admin/kyc/${submissionId}/approve`)).status).toBe(200);
    for (const [path, body] of [
      ['approve', {}],
      ['reject', { reason: 'Too late to reject' }],
      ['request-resubmission', { documents: ['front'] }],
    ] as const) {
      const res = await operator.post<ApiError>(`/api/admin/kyc/${submissionId}/${path}`, body);
      expect(res.status, path).toBe(409);
      expect(res.body.error.message).toMatch(/already decided/);
    }
    const submit = await client.post<ApiError>('/api/kyc/submissions', {
      ...details,
      documents: await uploaded(client, ALL),
    });
    expect(submit.status).toBe(409);
    expect((await status(client)).status).toBe('approved');

    // A rejected one cannot then be approved.
    const rejected = await pendingMember();
    await operator.post(`/api/admin/kyc/${rejected.submissionId}/reject`, { reason: 'Not readable' });
    expect((await operator.post(`/api/admin/kyc/${rejected.submissionId}/approve`)).status).toBe(409);
    expect((await operator.post('/api/admin/kyc/424242424/approve')).status).toBe(404);
    // Members cannot decide.
    const pending = await pendingMember();
    expect((await pending.client.post(`/api/admin/kyc/${pending.submissionId}/approve`)).status).toBe(404);
    expect((await status(pending.client)).status).toBe('pending');
  });
});

describe('KYC required for withdrawals', () => {
  it('a withdrawal is refused with KYC_REQUIRED, holding nothing, until the KYC is approved, only while the setting is on', async () => {
    const member = await payoutReadyMember(app, operator, '100.00');
    expect((await withdraw(member.client, '10.00')).status).toBe(201);

    expect((await operator.request('PUT', '/api/admin/settings', { kycRequiredForWithdrawals: true })).status).toBe(
      200,
    );
    try {
      const before = (await member.client.get<WalletSummary>('/api/wallet')).body;
      const refused = await withdraw(member.client, '10.00');
      expect(refused.status).toBe(403);
      const error = (refused.body as unknown as ApiError).error;
      expect(error).toMatchObject({ code: 'KYC_REQUIRED', details: { kycStatus: 'not_submitted' } });
      expect(error.message).toMatch(/\/kyc-user/);
      expect((await member.client.get<WalletSummary>('/api/wallet')).body).toEqual(before);
      expect((await status(member.client)).requiredForWithdrawals).toBe(true);

      const { submissionId } = await pendingMember(member);
      const pending = await withdraw(member.client, '10.00');
      expect((pending.body as unknown as ApiError).error).toMatchObject({ details: { kycStatus: 'pending' } });
      expect((await operator.post(`/api/admin/kyc/${submissionId}/approve`)).status).toBe(200);
      expect((await withdraw(member.client, '10.00')).status).toBe(201);
    } finally {
      await operator.request('PUT', '/api/admin/settings', { kycRequiredForWithdrawals: false });
    }
    await expectLedgerSound(app);
  });
});
