import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The attack: ask for a reset of the operator's password, then read the link.
  await app.client().post('/api/account/forgot-password', { email: ADMIN_EMAIL });
});
afterAll(() => app.stop());

const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.server.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(ADMIN_EMAIL)}`, ...options });

describe('dev mailbox', () => {
  it("answers the developer on this machine (loopback, loopback host name), operator's mail included", async () => {
    const res = await mailbox({ headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ to: ADMIN_EMAIL.toLowerCase() })]));
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.7', headers: { host: 'localhost:3000' } }],
    ['another machine over IPv6', { remoteAddress: '2001:db8::7', headers: { host: 'localhost:3000' } }],
    [
      'a proxy on this machine relaying a stranger',
      { headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.7' } },
    ],
    ['a proxy sending Forwarded', { headers: { host: 'localhost', forwarded: 'for=203.0.113.7' } }],
    ['a DNS-rebinding page in the developer browser', { headers: { host: 'evil.example:3000' } }],
  ])('is a 404 to %s, so nobody reads the reset link of the operator', async (_who, options) => {
    const res = await mailbox(options);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('token=');
  });

  it('is off when DEV_MAILBOX=false, and cannot be turned on in production', async () => {
    const off = await startTestApp({ DEV_MAILBOX: 'false' });
    try {
      expect((await off.server.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await off.stop();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://x', DEV_MAILBOX: 'true' }),
    ).toThrow(/DEV_MAILBOX/);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:25' }).devMailbox).toBe(false);
  });
});

describe('seeded operator', () => {
  it('has a user name nobody can guess', async () => {
    const op = await app.ctx.db
      .selectFrom('user')
      .select('username')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(op.username).toMatch(/^operator_[0-9a-f]{12}$/);
    const signIn = await app.client().post('/api/account/sign-in', { login: 'operator', password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('restarting with another ADMIN_EMAIL adds that operator and keeps the first', async () => {
    const next = await startTestApp({ ADMIN_EMAIL: 'new.boss@example.com' }, { database: app.database });
    try {
      const operators = await next.ctx.db
        .selectFrom('user')
        .select(['email', 'username'])
        .where('role', '=', 'admin')
        .orderBy('createdAt')
        .execute();
      expect(operators.map((o) => o.email)).toEqual([ADMIN_EMAIL, 'new.boss@example.com']);
      expect(new Set(operators.map((o) => o.username)).size).toBe(2);
      const signIn = await next.client().post('/api/account/sign-in', {
        login: 'new.boss@example.com',
        password: ADMIN_PASSWORD,
      });
      expect(signIn.status).toBe(200);
    } finally {
      await next.stop();
    }
  });

  it('does not promote a member who registered the ADMIN_EMAIL address', async () => {
    const next = await startTestApp({ ADMIN_EMAIL: 'support@member-area.invalid' }, { database: app.database });
    try {
      const row = await next.ctx.db
        .selectFrom('user')
        .select('role')
        .where('email', '=', 'support@member-area.invalid')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('contact');
    } finally {
      await next.stop();
    }
  });
});
