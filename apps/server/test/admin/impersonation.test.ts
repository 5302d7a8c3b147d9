import type { ApiError, AuditEntry, SessionResponse, SignInLinkResponse } from '@member-area/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, onPostgres, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

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

describe('operator signs in as a member (/login-admin/:username/:pass)', () => {
  it('opens an audited impersonation session once, then gives the operator their own session back', async () => {
    const member = await signedInMember(app);
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    expect(link.status).toBe(200);
    expect(link.body.path).toMatch(new RegExp(`^/login-admin/${member.input.userName}/[A-Za-z0-9_-]{40,}$`));
    const { userName, token } = linkParts(link.body.path);
    expect(token).not.toContain(member.input.password);

    const open = await op.post<SessionResponse>('/api/account/login-admin', { userName, token });
    expect(open.status).toBe(200);
    const session = await op.get<SessionResponse>('/api/session');
    expect(session.body.user).toMatchObject({ uid: member.uid, role: 'member' });
    expect(session.body.user?.impersonatedBy).toBeTruthy();
    expect((await op.get<{ uid: string }>('/api/profile')).body.uid).toBe(member.uid);
    // While signed in as the member, the back office is out of reach.
    expect((await op.get('/api/admin/members')).status).toBe(404);
    // The member's own session is untouched.
    expect((await member.client.get('/api/profile')).status).toBe(200);

    const again = await operator.post('/api/account/login-admin', { userName, token });
    expect(again.status).toBe(400);
    expect((again.body as ApiError).error.code).toBe('INVALID_TOKEN');

    expect((await op.post('/api/account/stop-impersonating')).status).toBe(200);
    expect((await op.get<SessionResponse>('/api/session')).body.user?.role).toBe('admin');
    expect((await op.get('/api/admin/members')).status).toBe(200);

    const audit = await operator.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${member.uid}`);
    expect(audit.body.rows.map((r) => r.action)).toEqual([
      'member.impersonation.stop',
      'member.impersonation.start',
      'member.impersonation.link',
    ]);
  });

  it('refuses the link to anyone but the operator who made it, and to a wrong user name', async () => {
    const member = await signedInMember(app);
    const other = await signedInMember(app);
    const link = await operator.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    const { userName, token } = linkParts(link.body.path);

    for (const who of [member.client, other.client, app.client()]) {
      const res = await who.post('/api/account/login-admin', { userName, token });
      expect(res.status).toBe(400);
    }
    const wrongName = await operator.post('/api/account/login-admin', { userName: other.input.userName, token });
    expect(wrongName.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const member = await signedInMember(app);
    const link = await operator.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    await app.ctx.db
      .updateTable('impersonation_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await operator.post('/api/account/login-admin', linkParts(link.body.path));
    expect(res.status).toBe(400);
  });

  it('makes no link for a blocked member, and none for a member asking', async () => {
    const member = await signedInMember(app);
    expect((await member.client.post(`/api/admin/members/${member.uid}/sign-in-link`)).status).toBe(404);
    await operator.post(`/api/admin/members/${member.uid}/flags`, { flag: 'userBlock', value: true, reason: 'Review' });
    const res = await operator.post(`/api/admin/members/${member.uid}/sign-in-link`);
    expect(res.status).toBe(400);
  });

  it.runIf(onPostgres)('makes no link for a member blocked while the link is being made', async () => {
    const member = await signedInMember(app);
    // Block the member from outside and hold the commit, as an operator's block in flight would.
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    await blocker.query(`set search_path = ${app.database.schema}`);
    await blocker.query('begin');
    await blocker.query(`update "user" set "userBlock" = true where id = $1`, [member.uid]);
    const link = operator.post(`/api/admin/members/${member.uid}/sign-in-link`);
    await new Promise((r) => setTimeout(r, 300));
    await blocker.query('commit');
    await blocker.end();
    // The guard runs on the held row inside the link's transaction, so it sees the block.
    const res = await link;
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.code).toBe('VALIDATION_FAILED');
    const tokens = await app.ctx.db
      .selectFrom('impersonation_token')
      .select('member_id')
      .where('member_id', '=', member.uid)
      .execute();
    expect(tokens).toEqual([]);
  });
});
