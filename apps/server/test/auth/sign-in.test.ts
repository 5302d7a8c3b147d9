import type { ApiError, SessionResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, newMember, signedInMember, startTestApp, type TestApp, tokenOf } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const code = (body: unknown) => (body as ApiError).error.code;

describe('sign-in before verification', () => {
  it('is refused with EMAIL_NOT_VERIFIED, sets no session, and loads no profile, balance or settings', async () => {
    const input = newMember();
    const client = app.client();
    await client.post('/api/account/register', input);

    for (const login of [input.email, input.userName]) {
      const res = await client.post('/api/account/sign-in', { login, password: input.password });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Verify your e-mail before signing in.',
          details: { email: input.email },
        },
      });
    }
    expect(client.cookies.size).toBe(0);
    expect((await client.get<SessionResponse>('/api/session')).body).toEqual({ user: null });
    for (const path of ['/api/profile', '/api/balance', '/api/settings', '/api/rates']) {
      expect((await client.get(path)).status).toBe(401);
    }
  });

  it('says nothing about verification to a wrong password', async () => {
    const input = newMember();
    await app.client().post('/api/account/register', input);
    const res = await app.client().post('/api/account/sign-in', { login: input.email, password: 'Wrong-pass-1' });
    expect(res.status).toBe(401);
    expect(code(res.body)).toBe('INVALID_CREDENTIALS');
  });

  it('resends a fresh link on request, with the same answer for unknown addresses', async () => {
    const input = newMember();
    await app.client().post('/api/account/register', input);
    const first = await latestLink(app, input.email);
    await new Promise((r) => setTimeout(r, 1100)); // tokens carry a second-resolution iat
    const resend = await app.client().post('/api/account/resend-verification', { email: input.email });
    expect(resend.status).toBe(200);
    expect(await latestLink(app, input.email)).not.toBe(first);
    const unknown = await app.client().post('/api/account/resend-verification', { email: 'nobody@example.com' });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('refuses a tampered verification link and leaves the member unverified', async () => {
    const input = newMember();
    await app.client().post('/api/account/register', input);
    const token = tokenOf(await latestLink(app, input.email));
    const res = await app.client().post('/api/account/verify-email', { token: `${token.slice(0, -2)}xx` });
    expect(res.status).toBe(400);
    expect(code(res.body)).toBe('INVALID_TOKEN');
    const row = await app.ctx.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(false);
  });
});

describe('sign-in', () => {
  it('works with the e-mail or the user name, in any case, and sets an httpOnly SameSite cookie', async () => {
    const { input } = await signedInMember(app);
    for (const login of [input.email.toUpperCase(), input.userName.toUpperCase()]) {
      const client = app.client();
      const res = await client.post<SessionResponse>('/api/account/sign-in', { login, password: input.password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: input.email, emailVerified: true, role: 'member' });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=1800/); // idle timeout: 30 minutes by default
      expect((await client.get('/api/profile')).status).toBe(200);
    }
  });

  it('gives one generic message for an unknown login and for a wrong password', async () => {
    const { input } = await signedInMember(app);
    const wrong = await app.client().post('/api/account/sign-in', { login: input.email, password: 'nope-nope-1' });
    const unknown = await app.client().post('/api/account/sign-in', { login: 'ghost@example.com', password: 'x' });
    const unknownName = await app.client().post('/api/account/sign-in', { login: 'ghost_user', password: 'x' });
    for (const res of [wrong, unknown, unknownName]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail, user name or password is incorrect.' },
      });
    }
  });

  it('refuses empty fields with a message under each', async () => {
    const res = await app.client().post('/api/account/sign-in', { login: ' ', password: '' });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.details?.fieldErrors).toEqual({
      login: ['Enter your e-mail or user name'],
      password: ['Enter your password'],
    });
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { client } = await signedInMember(app);
    const stolenCookie = client.cookieHeader;
    expect((await client.post('/api/account/sign-out')).status).toBe(200);
    expect((await client.get<SessionResponse>('/api/session')).body.user).toBeNull();
    const replay = await app.server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: stolenCookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even while it is in use', async () => {
    const { client, uid } = await signedInMember(app);
    await app.ctx.db
      .updateTable('session')
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000) })
      .where('userId', '=', uid)
      .execute();
    expect((await client.get('/api/profile')).status).toBe(401);
    const left = await app.ctx.db.selectFrom('session').select('id').where('userId', '=', uid).execute();
    expect(left).toEqual([]);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message once an endpoint limit is reached', async () => {
    const limited = await startTestApp({ SIGN_IN_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    try {
      const client = limited.client();
      for (let i = 0; i < 3; i++) {
        const res = await client.post('/api/account/sign-in', { login: 'ghost@example.com', password: 'x' });
        expect(res.status).toBe(401);
      }
      const blocked = await client.post('/api/account/sign-in', { login: 'ghost@example.com', password: 'x' });
      expect(blocked.status).toBe(429);
      expect(code(blocked.body)).toBe('RATE_LIMITED');
      expect((blocked.body as ApiError).error.message).toMatch(/try again/i);
      expect(blocked.headers['retry-after']).toBeDefined();
      // The counter lives in the database, so another app node sharing it refuses too.
      const row = await limited.ctx.db.selectFrom('rate_limit').select(['key', 'count']).execute();
      expect(row.some((r) => r.count >= 4)).toBe(true);
    } finally {
      await limited.stop();
    }
  });
});
