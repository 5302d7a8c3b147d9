import type {
  ApiError,
  AuditEntry,
  EnableTwoFactorResponse,
  OpenChatResponse,
  Operator,
  OperatorList,
  SessionResponse,
  SignInLinkResponse,
} from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, sendMultipart } from '../chat/chat-fixtures.js';
import {
  ADMIN_EMAIL,
  type Client,
  countRows,
  latestLink,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
  tokenOf,
} from '../harness.js';
import { openLive } from '../live-client.js';
import { totpPrevious } from '../totp.js';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_NAME: 'Ops Admin' });
  admin = await signedInOperator(app);
});
afterAll(() => app.stop());

let baseUrl: string | undefined;
const listening = async () => {
  baseUrl ??= await app.server.listen({ port: 0, host: '127.0.0.1' });
  return baseUrl;
};

let seq = 0;
const emailOf = () => `op${++seq}.${Date.now()}@example.com`;

async function invite(role: 'admin' | 'support', name = 'Sam Support') {
  const email = emailOf();
  const res = await admin.post<Operator>('/api/admin/operators', { email, name, role });
  expect(res.status).toBe(201);
  return { email, operator: res.body };
}

/** The invitee's path: the mailed link sets a password, then they sign in. */
async function acceptInvite(email: string, password = 'Invited-Pass-77') {
  const link = await latestLink(app, email);
  expect(link).toMatch(/\/reset-password\?token=/);
  const set = await app.client().post('/api/account/reset-password', {
    token: tokenOf(link),
    newPassword: password,
    confirmPassword: password,
  });
  expect(set.status).toBe(200);
  const client = app.client();
  const signIn = await client.post<SessionResponse>('/api/account/sign-in', { login: email, password });
  expect(signIn.status).toBe(200);
  return { client, password, session: signIn.body };
}

async function enableTwoFactor(client: Client, password: string) {
  const enabled = await client.post<EnableTwoFactorResponse>('/api/security/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const confirm = await client.post('/api/security/two-factor/confirm', {
    code: await totpPrevious(enabled.body.secret),
  });
  expect(confirm.status).toBe(200);
}

const put = <T>(c: Client, url: string, body: unknown) => c.request<T>('PUT', url, body);
const del = <T>(c: Client, url: string) => c.request<T>('DELETE', url);

describe('operators', () => {
  it('invite → set password → two-factor required → role change → remove, each audited', async () => {
    const { email, operator } = await invite('support');
    expect(operator).toMatchObject({ email, role: 'support', twoFactorEnabled: false, twoFactorRequired: true });

    const { client, password, session } = await acceptInvite(email);
    expect(session.user).toMatchObject({ role: 'support', twoFactorSetupRequired: true });
    // No two-factor yet: every back-office route refuses, saying what to do.
    const refused = await client.get<ApiError>('/api/admin/members');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(refused.body.error.message).toMatch(/Enable two-factor/);
    // Nor does the live channel carry the back office's topics (the chat inbox, the queues).
    const baseUrl = await listening();
    const early = await openLive(baseUrl, client);
    await early.next((m) => m.topic === 'balance');
    await new Promise((r) => setTimeout(r, 300));
    expect(early.messages.map((m) => m.topic)).not.toContain('supportInbox');
    expect(early.messages.map((m) => m.topic)).not.toContain('queues');
    early.close();
    // Nor a member's chat picture (the inbox's images are the back office's too).
    const member = await signedInMember(app);
    const { chatId } = (await member.client.get<OpenChatResponse>('/api/chat')).body;
    const sent = await sendMultipart(member.client, `/api/chat/${chatId}/messages`, 'see', {
      filename: 'a.png',
      type: 'image/png',
      data: png(),
    });
    const img = sent.body.message?.img ?? '';
    expect((await client.get(img)).status).toBe(404);

    await enableTwoFactor(client, password);
    expect((await client.get(img)).status).toBe(200);
    const live = await openLive(baseUrl, client);
    expect((await live.next((m) => m.topic === 'queues')).topic).toBe('queues');
    live.close();
    expect((await client.get<SessionResponse>('/api/session')).body.user?.twoFactorSetupRequired).toBeUndefined();
    expect((await client.get('/api/admin/members')).status).toBe(200);
    // Support reads, but may not manage operators.
    const notAllowed = await client.post<ApiError>('/api/admin/operators', {
      email: emailOf(),
      name: 'No One',
      role: 'admin',
    });
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.error.message).toMatch(/role \(support\) does not allow/);

    const listed = await admin.get<OperatorList>('/api/admin/operators');
    const row = listed.body.rows.find((r) => r.email === email);
    expect(row).toMatchObject({ twoFactorEnabled: true, role: 'support', you: false });
    expect(row?.lastSignInAt).not.toBeNull();

    const promoted = await put<Operator>(admin, `/api/admin/operators/${operator.id}/role`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('admin');
    expect(
      (await client.post('/api/admin/operators', { email: emailOf(), name: 'Now Allowed', role: 'support' })).status,
    ).toBe(201);

    const removed = await del(admin, `/api/admin/operators/${operator.id}`);
    expect(removed.status).toBe(200);
    // Signed out at once; signed in again, a member gets 404 from the back office.
    expect((await client.get('/api/admin/members')).status).toBe(401);
    const after = (await admin.get<OperatorList>('/api/admin/operators')).body.rows.map((r) => r.id);
    expect(after).not.toContain(operator.id);

    const audit = await admin.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${operator.id}`);
    expect(audit.body.rows.map((r) => r.action)).toEqual([
      'operator.remove',
      'operator.role.change',
      'operator.invite',
    ]);
    const [removal, roleChange, invitation] = audit.body.rows;
    expect(invitation?.sentence).toBe(`Ops Admin invited Sam Support (${email}) as support`);
    expect(roleChange?.sentence).toBe('Ops Admin changed Sam Support’s operator role');
    expect(roleChange?.changes).toEqual([{ field: 'role', from: 'support', to: 'admin' }]);
    expect(removal?.changes).toEqual([{ field: 'role', from: 'admin', to: 'none' }]);
  });

  it('ends the member accounts an operator is signed in as when their role is taken or changed; never stretched', async () => {
    const signedInAs = async (name: string) => {
      const { email, operator } = await invite('admin', name);
      const { client, password } = await acceptInvite(email);
      await enableTwoFactor(client, password);
      const member = await signedInMember(app);
      const link = await client.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
      const [, , userName = '', token = ''] = link.body.path.split('/').map(decodeURIComponent);
      expect((await client.post('/api/account/login-admin', { userName, token })).status).toBe(200);
      expect((await client.get<{ uid: string }>('/api/profile')).body.uid).toBe(member.uid);
      return { client, operator, member };
    };

    // Removed: their own sessions end, and so does the member's account they were in.
    const removed = await signedInAs('Rob Removed');
    expect((await del(admin, `/api/admin/operators/${removed.operator.id}`)).status).toBe(200);
    expect((await removed.client.get('/api/profile')).status).toBe(401);
    // The member's own session is theirs, untouched.
    expect((await removed.member.client.get('/api/profile')).status).toBe(200);

    // Demoted to support (who may not sign in as a member): the same.
    const demoted = await signedInAs('Dee Demoted');
    const put_ = await put(admin, `/api/admin/operators/${demoted.operator.id}/role`, { role: 'support' });
    expect(put_.status).toBe(200);
    expect((await demoted.client.get('/api/profile')).status).toBe(401);

    // Without the "don't remember" cookie, requests do not stretch the session's minutes.
    const kept = await signedInAs('Kim Kept');
    const expiry = async () =>
      (
        await app.ctx.db
          .selectFrom('session')
          .select('expiresAt')
          .where('userId', '=', kept.member.uid)
          .where('impersonatedBy', 'is not', null)
          .executeTakeFirstOrThrow()
      ).expiresAt.getTime();
    // Two minutes old: past the sliding refresh's minute, which would move a member's expiry on.
    await app.ctx.db
      .updateTable('session')
      .set({ expiresAt: new Date((await expiry()) - 120_000) })
      .where('userId', '=', kept.member.uid)
      .where('impersonatedBy', 'is not', null)
      .execute();
    const before = await expiry();
    for (const name of [...kept.client.cookies.keys()])
      if (name.includes('dont_remember')) kept.client.cookies.delete(name);
    expect((await kept.client.get('/api/profile')).status).toBe(200);
    expect(await expiry()).toBe(before);
  });

  it('a removed operator can be invited again: the same account gets its role back and a new link', async () => {
    const { email, operator } = await invite('support', 'Rita Return');
    const { password } = await acceptInvite(email);
    expect((await del(admin, `/api/admin/operators/${operator.id}`)).status).toBe(200);

    const again = await admin.post<Operator>('/api/admin/operators', { email, name: 'Rita Return', role: 'admin' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: operator.id, email, role: 'admin', twoFactorRequired: true });
    // The old password still signs in; the back office waits for two-factor, as for any invitee.
    const client = app.client();
    const signIn = await client.post<SessionResponse>('/api/account/sign-in', { login: email, password });
    expect(signIn.body.user).toMatchObject({ role: 'admin', twoFactorSetupRequired: true });
    expect(await latestLink(app, email)).toMatch(/\/reset-password\?token=/);
    const audit = await admin.get<{ rows: AuditEntry[] }>(`/api/admin/audit?targetId=${operator.id}`);
    expect(audit.body.rows.map((r) => r.action)).toEqual(['operator.invite', 'operator.remove', 'operator.invite']);

    // A member's e-mail is not an operator's to take: still refused, nothing changed.
    const member = await signedInMember(app);
    const taken = await admin.post<ApiError>('/api/admin/operators', {
      email: member.input.email,
      name: 'Not Them',
      role: 'support',
    });
    expect(taken.status).toBe(409);
    expect((await admin.get<OperatorList>('/api/admin/operators')).body.rows.map((r) => r.id)).not.toContain(
      member.uid,
    );
  });

  it('refuses the last admin: removing or demoting them is a 409 with a clear message, nothing changed', async () => {
    const rows = (await admin.get<OperatorList>('/api/admin/operators')).body.rows;
    const me = rows.find((r) => r.you);
    expect(me?.role).toBe('admin');
    // Whoever else is admin now (from the test above, none) is demoted first.
    for (const other of rows.filter((r) => r.role === 'admin' && !r.you)) {
      expect((await put(admin, `/api/admin/operators/${other.id}/role`, { role: 'support' })).status).toBe(200);
    }
    const before = await countRows(app, 'audit_log');
    const demote = await put<ApiError>(admin, `/api/admin/operators/${me?.id}/role`, { role: 'support' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toMatch(/last admin/);
    const remove = await del<ApiError>(admin, `/api/admin/operators/${me?.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toMatch(/last admin/);
    expect(await countRows(app, 'audit_log')).toBe(before);
    expect((await admin.get('/api/admin/members')).status).toBe(200);
  });

  it('answers bad input with a 4xx and changes nothing; members get 404, anonymous 401', async () => {
    const users = await countRows(app, 'user');
    expect(
      (await admin.post<ApiError>('/api/admin/operators', { email: 'not-an-email', name: 'X Y', role: 'support' }))
        .status,
    ).toBe(400);
    expect((await admin.post('/api/admin/operators', { email: emailOf(), name: 'X Y', role: 'root' })).status).toBe(
      400,
    );
    const taken = await admin.post<ApiError>('/api/admin/operators', {
      email: ADMIN_EMAIL,
      name: 'Again',
      role: 'support',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/already has an account/);
    // The queues and the audit log tell operators apart by name: a name in use is refused.
    const sameName = await admin.post<ApiError>('/api/admin/operators', {
      email: emailOf(),
      name: ' ops admin ',
      role: 'support',
    });
    expect(sameName.status).toBe(400);
    expect(sameName.body.error.details?.fieldErrors?.name).toEqual([
      'Another operator is called ops admin: choose a name that tells you apart.',
    ]);
    expect(await countRows(app, 'user')).toBe(users);
    const { email: supportEmail } = await invite('support', 'Sid Second');
    const support = (await acceptInvite(supportEmail)).client;
    expect((await put<ApiError>(support, '/api/admin/operator-name', { name: 'Ops Admin' })).status).toBe(403);
    await enableTwoFactor(support, 'Invited-Pass-77');
    const renamed = await put<ApiError>(support, '/api/admin/operator-name', { name: 'OPS ADMIN' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toMatch(/Another operator is called OPS ADMIN/);
    expect((await put(support, '/api/admin/operator-name', { name: 'Sid Second' })).status).toBe(200);

    const member = await signedInMember(app);
    // A member is not an operator: 404 for their id as for an unknown one.
    expect((await put(admin, `/api/admin/operators/${member.uid}/role`, { role: 'admin' })).status).toBe(404);
    expect((await del(admin, '/api/admin/operators/nobody')).status).toBe(404);
    expect((await member.client.get('/api/admin/operators')).status).toBe(404);
    expect((await app.client().get('/api/admin/operators')).status).toBe(401);
  });
});
