import type { ApiError, AuditEntry, MemberDetail, MemberListResponse, Settings } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, countRows, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let operator: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
});
afterAll(() => app.stop());

const ADMIN_ROUTES: [method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown][] = [
  ['GET', '/api/admin/members'],
  ['GET', '/api/admin/members/some-id'],
  ['POST', '/api/admin/members/some-id/flags', { flag: 'userTrading', value: true }],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { rateEUR: 2 }],
  ['GET', '/api/admin/audit'],
];

describe('operator-only routes', () => {
  it('answer 404 to a member, as if they did not exist, and 401 to an anonymous visitor', async () => {
    const { client } = await signedInMember(app);
    for (const [who, status, code] of [
      [client, 404, 'NOT_FOUND'],
      [app.client(), 401, 'UNAUTHENTICATED'],
    ] as const) {
      for (const [method, path, body] of ADMIN_ROUTES) {
        const res = await who.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(status);
        expect((res.body as ApiError).error.code).toBe(code);
      }
    }
    const settings = await operator.get<Settings>('/api/admin/settings');
    expect(settings.body.rateEUR).not.toBe(2);
  });
});

describe('members list', () => {
  it('searches by name, user name or e-mail, in any case, with paging', async () => {
    const a = await signedInMember(app, { firstName: 'Grace', lastName: 'Hopper' });
    const b = await signedInMember(app, { firstName: 'Grace', lastName: 'Kelly' });
    await signedInMember(app, { firstName: 'Alan', lastName: 'Turing' });

    const byName = await operator.get<MemberListResponse>('/api/admin/members?q=GRACE');
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(2);
    expect(byName.body.rows.map((r) => r.uid).sort()).toEqual([a.uid, b.uid].sort());

    const byUserName = await operator.get<MemberListResponse>(`/api/admin/members?q=${a.input.userName}`);
    expect(byUserName.body.rows.map((r) => r.uid)).toEqual([a.uid]);
    const byEmail = await operator.get<MemberListResponse>(`/api/admin/members?q=${b.input.email.toUpperCase()}`);
    expect(byEmail.body.rows.map((r) => r.uid)).toEqual([b.uid]);

    const page1 = await operator.get<MemberListResponse>('/api/admin/members?q=grace&pageSize=1');
    const page2 = await operator.get<MemberListResponse>(
      `/api/admin/members?q=grace&pageSize=1&after=${page1.body.next}`,
    );
    expect(page1.body.rows).toHaveLength(1);
    expect(page2.body.rows).toHaveLength(1);
    expect(page1.body.rows[0]?.uid).not.toBe(page2.body.rows[0]?.uid);
    expect(page1.body.rows[0]).toMatchObject({
      emailVerified: true,
      userTrading: false,
      userBlock: false,
      userStatus: 'active',
    });
  });

  it('treats % and _ in the search as plain characters, and lists no operators', async () => {
    const res = await operator.get<MemberListResponse>('/api/admin/members?q=%25');
    expect(res.body.total).toBe(0);
    const all = await operator.get<MemberListResponse>('/api/admin/members?q=operator');
    expect(all.body.total).toBe(0);
  });

  it('refuses bad paging with a clear 400', async () => {
    const res = await operator.get('/api/admin/members?pageSize=1000');
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an unknown member and for an operator id', async () => {
    expect((await operator.get('/api/admin/members/does-not-exist')).status).toBe(404);
    const admin = await app.ctx.db
      .selectFrom('user')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await operator.get(`/api/admin/members/${admin.id}`)).status).toBe(404);
  });
});

describe('member switches', () => {
  it('sets userTrading (Real/Free) and audits who, what and when', async () => {
    const { uid, client } = await signedInMember(app);
    const res = await operator.post<MemberDetail>(`/api/admin/members/${uid}/flags`, {
      flag: 'userTrading',
      value: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.userTrading).toBe(true);
    expect((await client.get<{ userTrading: boolean }>('/api/profile')).body.userTrading).toBe(true);

    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${uid}`);
    expect(audit.body.rows).toHaveLength(1);
    expect(audit.body.rows[0]).toMatchObject({
      actorEmail: 'operator@example.com',
      action: 'member.trading.enable',
      targetType: 'member',
      targetId: uid,
      details: { flag: 'userTrading', from: false, to: true },
    });
    expect(Date.now() - new Date(audit.body.rows[0]?.at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('needs a reason to block or ban, and changes nothing without one', async () => {
    const { uid } = await signedInMember(app);
    const auditBefore = await countRows(app, 'audit_log');
    for (const flag of ['userBlock', 'banned']) {
      const res = await operator.post(`/api/admin/members/${uid}/flags`, { flag, value: true, reason: ' ' });
      expect(res.status).toBe(400);
      expect((res.body as ApiError).error.message).toBeTruthy();
    }
    const detail = await operator.get<MemberDetail>(`/api/admin/members/${uid}`);
    expect(detail.body).toMatchObject({ userBlock: false, userStatus: 'active' });
    expect(await countRows(app, 'audit_log')).toBe(auditBefore);
  });

  it('blocking ends every session at once and refuses sign-in with a clear message; unblocking restores it', async () => {
    const { uid, client, input } = await signedInMember(app);
    const res = await operator.post<MemberDetail>(`/api/admin/members/${uid}/flags`, {
      flag: 'userBlock',
      value: true,
      reason: 'Chargeback under review',
    });
    expect(res.body).toMatchObject({ userBlock: true, blockReason: 'Chargeback under review' });
    expect((await client.get('/api/profile')).status).toBe(401);
    expect(await app.ctx.db.selectFrom('session').select('id').where('userId', '=', uid).execute()).toEqual([]);

    const signIn = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({
      error: { code: 'ACCOUNT_BLOCKED', message: 'This account has been blocked. Contact support.' },
    });
    expect(await app.ctx.db.selectFrom('session').select('id').where('userId', '=', uid).execute()).toEqual([]);

    await operator.post(`/api/admin/members/${uid}/flags`, { flag: 'userBlock', value: false });
    const again = await app.client().post('/api/account/sign-in', { login: input.email, password: input.password });
    expect(again.status).toBe(200);

    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${uid}`);
    expect(audit.body.rows.map((r) => r.action)).toEqual(['member.unblock', 'member.block']);
    expect(audit.body.rows[1]?.details).toMatchObject({ reason: 'Chargeback under review' });
  });

  it('banning sets userStatus banned, ends sessions and refuses sign-in', async () => {
    const { uid, client, input } = await signedInMember(app);
    const res = await operator.post<MemberDetail>(`/api/admin/members/${uid}/flags`, {
      flag: 'banned',
      value: true,
      reason: 'Fraudulent documents',
    });
    expect(res.body).toMatchObject({ userStatus: 'banned', banReason: 'Fraudulent documents' });
    expect((await client.get('/api/profile')).status).toBe(401);
    const signIn = await app.client().post('/api/account/sign-in', { login: input.userName, password: input.password });
    expect(signIn.status).toBe(403);
    expect((signIn.body as ApiError).error.code).toBe('ACCOUNT_BANNED');
  });

  it('refuses an unknown switch', async () => {
    const { uid } = await signedInMember(app);
    const res = await operator.post(`/api/admin/members/${uid}/flags`, { flag: 'role', value: 'admin' });
    expect(res.status).toBe(400);
  });
});

describe('settings editor', () => {
  it('saves valid values, audits old and new, and members read them', async () => {
    const { client } = await signedInMember(app);
    const res = await operator.request<Settings>('PUT', '/api/admin/settings', { rateEUR: 0.95, menuContact: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rateEUR: 0.95, menuContact: false });
    expect((await client.get<Settings>('/api/settings')).body).toMatchObject({ rateEUR: 0.95, menuContact: false });
    expect((await client.get('/api/rates')).body).toContainEqual({ name: 'EUR', value: 0.95 });

    const audit = await operator.get<{ rows: AuditEntry[] }>('/api/admin/audit');
    const entry = audit.body.rows.find((r) => r.action === 'settings.update');
    expect(entry?.details).toMatchObject({ rateEUR: { to: 0.95 }, menuContact: { from: true, to: false } });
    await operator.request('PUT', '/api/admin/settings', { menuContact: true });
  });

  it('refuses zero, negative, non-numeric and empty changes, and changes nothing', async () => {
    const before = (await operator.get<Settings>('/api/admin/settings')).body;
    const auditBefore = await countRows(app, 'audit_log');
    for (const body of [{ rateEUR: 0 }, { rateJPY: -3 }, { rateKWD: 'lots' }, {}, { rateMYR: 1e9 }]) {
      const res = await operator.request('PUT', '/api/admin/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as ApiError).error.code).toBe('VALIDATION_FAILED');
    }
    const zero = await operator.request('PUT', '/api/admin/settings', { rateEUR: 0 });
    expect((zero.body as ApiError).error.details?.fieldErrors?.rateEUR).toEqual(['EUR rate must be greater than 0']);
    expect((await operator.get<Settings>('/api/admin/settings')).body).toEqual(before);
    expect(await countRows(app, 'audit_log')).toBe(auditBefore);
  });
});
