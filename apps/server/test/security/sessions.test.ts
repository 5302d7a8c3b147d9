import { randomBytes } from 'node:crypto';
import type { ActiveSessionsResponse, ApiError, SignInLinkResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../src/modules/live/live-hub.js';
import { signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { closedWithin, openLive } from '../live-client.js';
import { totpPrevious } from '../totp.js';

let app: TestApp;
let url: string;
beforeAll(async () => {
  app = await startTestApp({ AUTH_SECRET: randomBytes(32).toString('hex') });
  url = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.stop());

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A member signed in twice: `client` (from verifying) and `other` (a phone). */
async function twoSessions() {
  const member = await signedInMember(app);
  const other = app.client();
  const res = await other.request(
    'POST',
    '/api/account/sign-in',
    { login: member.input.email, password: member.input.password },
    { 'user-agent': phone },
  );
  expect(res.status).toBe(200);
  return { ...member, other };
}

describe('active sessions', () => {
  it('lists device, browser, IP and last seen, with this one marked', async () => {
    const { client } = await twoSessions();
    const res = await client.get<ActiveSessionsResponse>('/api/security/sessions');
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    const current = res.body.sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    const phoneRow = res.body.sessions.find((s) => !s.current);
    expect(phoneRow).toMatchObject({ device: 'Phone · Android', browser: 'Chrome 131', ipAddress: '127.0.0.1' });
    // The session verifying the e-mail made shows its address too (issue 17.9).
    expect(current[0]?.ipAddress).toBe('127.0.0.1');
    expect(Date.parse(phoneRow?.lastSeen ?? '')).not.toBeNaN();
  });

  it('"Sign out" ends that session: its next request is refused and its live socket closes at once', async () => {
    const { client, other } = await twoSessions();
    const live = await openLive(url, other);
    const list = await client.get<ActiveSessionsResponse>('/api/security/sessions');
    const target = list.body.sessions.find((s) => !s.current);
    const res = await client.request('DELETE', `/api/security/sessions/${target?.id}`);
    expect(res.status).toBe(200);
    expect(await closedWithin(live)).toBe(CLOSE_SESSION_ENDED);
    expect((await other.get('/api/balance')).status).toBe(401);
    expect((await client.get('/api/balance')).status).toBe(200);
    const after = await client.get<ActiveSessionsResponse>('/api/security/sessions');
    expect(after.body.sessions.map((s) => s.current)).toEqual([true]);
    // Gone now: 404.
    expect((await client.request('DELETE', `/api/security/sessions/${target?.id}`)).status).toBe(404);
  });

  it('refuses to sign out the current session this way, and another member’s session is 404', async () => {
    const { client } = await twoSessions();
    const stranger = await twoSessions();
    const mine = await client.get<ActiveSessionsResponse>('/api/security/sessions');
    const current = mine.body.sessions.find((s) => s.current);
    const self = await client.request<ApiError>('DELETE', `/api/security/sessions/${current?.id}`);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toMatch(/session you are using/);

    const theirs = await stranger.client.get<ActiveSessionsResponse>('/api/security/sessions');
    const theirOther = theirs.body.sessions.find((s) => !s.current);
    expect((await client.request('DELETE', `/api/security/sessions/${theirOther?.id}`)).status).toBe(404);
    expect((await stranger.other.get('/api/balance')).status).toBe(200);
  });

  it('"Sign out all others" ends every other session and closes their sockets', async () => {
    const { client, other, input } = await twoSessions();
    const third = app.client();
    await third.post('/api/account/sign-in', { login: input.email, password: input.password });
    const lives = await Promise.all([openLive(url, other), openLive(url, third)]);
    const own = await openLive(url, client);
    const res = await client.post<{ revoked: number }>('/api/security/sessions/sign-out-others');
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(2);
    for (const live of lives) expect(await closedWithin(live)).toBe(CLOSE_SESSION_ENDED);
    expect((await other.get('/api/balance')).status).toBe(401);
    expect((await third.get('/api/balance')).status).toBe(401);
    expect((await client.get('/api/balance')).status).toBe(200);
    own.close();
  });

  it('needs a signed-in member', async () => {
    const anon = app.client();
    expect((await anon.get('/api/security/sessions')).status).toBe(401);
    expect((await anon.request('DELETE', '/api/security/sessions/x')).status).toBe(401);
    expect((await anon.post('/api/security/sessions/sign-out-others')).status).toBe(401);
    expect((await anon.get('/api/security/sign-ins')).status).toBe(401);
  });
});

describe('an operator signed in as the member', () => {
  const linkParts = (path: string) => {
    const [, , userName = '', token = ''] = path.split('/').map(decodeURIComponent);
    return { userName, token };
  };

  it('cannot change 2FA or sessions (403), and nothing changes', async () => {
    const member = await twoSessions();
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    expect((await op.post('/api/account/login-admin', linkParts(link.body.path))).status).toBe(200);

    const list = await op.get<ActiveSessionsResponse>('/api/security/sessions');
    expect(list.status).toBe(200);
    const target = list.body.sessions.find((s) => !s.current && !s.impersonation);
    const attempts = [
      await op.post('/api/security/two-factor/enable', { password: member.input.password }),
      await op.post('/api/security/two-factor/confirm', { code: '123456' }),
      await op.post('/api/security/two-factor/disable', { password: member.input.password }),
      await op.request('DELETE', `/api/security/sessions/${target?.id}`),
      await op.post('/api/security/sessions/sign-out-others'),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect((res.body as ApiError).error.message).toMatch(
        /an operator is signed in as this member: this view is read-only/i,
      );
    }
    expect((await member.other.get('/api/balance')).status).toBe(200);
    expect((await member.client.get('/api/security/two-factor')).body).toEqual({ enabled: false });
  });

  it('cannot turn off the member’s 2FA either', async () => {
    const member = await signedInMember(app);
    const on = await member.client.post<{ secret: string }>('/api/security/two-factor/enable', {
      password: member.input.password,
    });
    await member.client.post('/api/security/two-factor/confirm', { code: await totpPrevious(on.body.secret) });
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    expect((await op.post('/api/account/login-admin', linkParts(link.body.path))).status).toBe(200);
    expect((await op.post('/api/security/two-factor/disable', { password: member.input.password })).status).toBe(403);
    expect((await member.client.get('/api/security/two-factor')).body).toEqual({ enabled: true });
  });
});
