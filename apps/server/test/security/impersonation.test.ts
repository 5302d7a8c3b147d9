import type { ApiError, AuditEntry, SignInLinkResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let operator: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
});
afterAll(() => app.stop());

const linkParts = (path: string) => {
  const [, , userName = '', token = ''] = path.split('/').map(decodeURIComponent);
  return { userName, token };
};

/** An operator's browser, signed in as a fresh member through a sign-in link. */
async function impersonating() {
  const member = await signedInMember(app);
  const op = await signedInOperator(app);
  const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
  const open = await op.post('/api/account/login-admin', linkParts(link.body.path));
  if (open.status !== 200) throw new Error(`login-admin failed: ${JSON.stringify(open.body)}`);
  return { member, op };
}

async function operatorId(): Promise<string> {
  const row = await app.ctx.db.selectFrom('user').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  return row.id;
}

describe('while an operator acts as a member', () => {
  it('refuses a password change with a clear 403, and the password stays', async () => {
    const { member, op } = await impersonating();
    const res = await op.post('/api/account/change-password', {
      currentPassword: member.input.password,
      newPassword: 'Taken-Over-123',
      confirmPassword: 'Taken-Over-123',
    });
    expect(res.status).toBe(403);
    expect((res.body as ApiError).error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/an operator is signed in as this member: this view is read-only/i),
    });
    const signIn = await app.client().post('/api/account/sign-in', {
      login: member.input.email,
      password: member.input.password,
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses every route flagged noImpersonation, and lets the member themself through', async () => {
    const { member, op } = await impersonating();
    const flagged = app.routes.filter((r) => r.url === '/api/account/change-password');
    expect(flagged.length).toBeGreaterThan(0);
    const body = {
      currentPassword: member.input.password,
      newPassword: 'Own-Choice-123',
      confirmPassword: 'Own-Choice-123',
    };
    expect((await op.post('/api/account/change-password', body)).status).toBe(403);
    expect((await member.client.post('/api/account/change-password', body)).status).toBe(200);
  });

  it("audits each write under the operator's id, with the member as target", async () => {
    const { member, op } = await impersonating();
    // Refused (a session signed in as a member is read-only), and audited all the same.
    const res = await op.request('PATCH', '/api/profile', { firstName: 'Helped', lastName: 'Out', currency: 'EUR' });
    expect(res.status).toBe(403);
    await op.post('/api/account/change-password', {
      currentPassword: member.input.password,
      newPassword: 'Taken-Over-123',
      confirmPassword: 'Taken-Over-123',
    });
    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${member.uid}`);
    const writes = audit.body.rows.filter((r) => r.action === 'impersonation.write');
    expect(writes.map((w) => w.details)).toEqual([
      { method: 'POST', route: '/api/account/change-password', status: 403 },
      { method: 'PATCH', route: '/api/profile', status: 403 },
    ]);
    const opId = await operatorId();
    for (const w of writes) expect(w).toMatchObject({ actorId: opId, targetType: 'member', targetId: member.uid });
  });

  it('audits reads of payout details and papers, and no other read', async () => {
    const { member, op } = await impersonating();
    expect((await op.get('/api/bank-data')).status).toBe(200);
    expect((await op.get('/api/withdrawals')).status).toBe(200);
    expect((await op.get('/api/balance')).status).toBe(200);
    expect((await op.get('/api/profile')).status).toBe(200);
    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${member.uid}`);
    const reads = audit.body.rows.filter((r) => r.action === 'impersonation.read');
    expect(reads.map((r) => r.details)).toEqual([
      { method: 'GET', route: '/api/withdrawals', status: 200 },
      { method: 'GET', route: '/api/bank-data', status: 200 },
    ]);
    expect(reads[0]).toMatchObject({ actorId: await operatorId(), targetId: member.uid });
    // The member reading their own: nothing written.
    await member.client.get('/api/bank-data');
    const after = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${member.uid}`);
    expect(after.body.rows.filter((r) => r.action === 'impersonation.read')).toHaveLength(2);
  });

  it('writes no impersonation audit for a member acting on their own', async () => {
    const member = await signedInMember(app);
    await member.client.request('PATCH', '/api/profile', { firstName: 'Self', lastName: 'Made', currency: 'USD' });
    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${member.uid}`);
    expect(audit.body.rows).toEqual([]);
  });
});

describe('sign-in link opened with the wrong user name', () => {
  it('is refused without being used up', async () => {
    const member = await signedInMember(app);
    const other = await signedInMember(app);
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    const { userName, token } = linkParts(link.body.path);
    const wrong = await op.post('/api/account/login-admin', { userName: other.input.userName, token });
    expect(wrong.status).toBe(400);
    expect((wrong.body as ApiError).error.code).toBe('INVALID_TOKEN');
    expect((await op.post('/api/account/login-admin', { userName, token })).status).toBe(200);
  });
});
