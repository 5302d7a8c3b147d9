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

const url = `/api/dev/mailbox?to=${encodeURIComponent(ADMIN_EMAIL)}`;
const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string>; url?: string } = {}) =>
  app.server.inject({ method: 'GET', url, ...options });
const secret = () => app.ctx.config.devMailboxToken;
/** The secret with its last character changed: replaced by a fixed 'x', one secret in 64 already ended so. */
const wrongSecret = () => {
  const s = secret();
  return `${s.slice(0, -1)}${s.endsWith('x') ? 'y' : 'x'}`;
};

/** Every way the outside test dressed a request up (issue 16.4), plus the plain ones. */
const DISGUISES: [string, { remoteAddress?: string; headers?: Record<string, string> }][] = [
  ['a plain local request', { headers: { host: 'localhost:3000' } }],
  ['a plain proxy_pass on this machine (no forwarding headers)', { headers: { host: '127.0.0.1:3000' } }],
  ['X-Forwarded-Host', { headers: { host: 'localhost', 'x-forwarded-host': 'localhost' } }],
  ['X-Forwarded-Proto', { headers: { host: 'localhost', 'x-forwarded-proto': 'https' } }],
  ['Via', { headers: { host: 'localhost', via: '1.1 proxy' } }],
  ['X-Client-IP', { headers: { host: 'localhost', 'x-client-ip': '127.0.0.1' } }],
  ['True-Client-IP', { headers: { host: 'localhost', 'true-client-ip': '127.0.0.1' } }],
  ['an empty Host', { headers: { host: '' } }],
  ['X-Forwarded-For', { headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.7' } }],
  ['Forwarded', { headers: { host: 'localhost', forwarded: 'for=203.0.113.7' } }],
  ['another machine', { remoteAddress: '203.0.113.7', headers: { host: 'localhost:3000' } }],
  ['another machine over IPv6', { remoteAddress: '2001:db8::7', headers: { host: 'localhost:3000' } }],
  ['a DNS-rebinding page in the developer browser', { headers: { host: 'evil.example:3000' } }],
];

describe('dev mailbox', () => {
  it.each(DISGUISES)(
    'is a 404 without the secret to %s, so nobody reads the operator reset link',
    async (_who, options) => {
      const extras: Record<string, string>[] = [
        {},
        { 'x-dev-mailbox-token': 'wrong-secret-wrong-secret' },
        { cookie: 'dev_mailbox_token=nope' },
      ];
      for (const extra of extras) {
        const res = await mailbox({ ...options, headers: { ...options.headers, ...extra } });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('token=');
      }
      const wrongQuery = await mailbox({ ...options, url: `${url}&token=${wrongSecret()}` });
      expect(wrongQuery.statusCode).toBe(404);
    },
  );

  it.each(DISGUISES)('answers %s carrying the secret in the header, operator mail included', async (_who, options) => {
    const res = await mailbox({ ...options, headers: { ...options.headers, 'x-dev-mailbox-token': secret() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ to: ADMIN_EMAIL.toLowerCase() })]));
  });

  it("the banner link's ?token= answers and sets an HttpOnly cookie that answers later requests", async () => {
    const first = await mailbox({ url: `${url}&token=${secret()}` });
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^dev_mailbox_token=[^;]+; Path=\/api\/dev; HttpOnly; SameSite=Strict/);
    const later = await mailbox({ headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(later.statusCode).toBe(200);
  });

  it('DEV_MAILBOX_TOKEN sets the secret; unset, each start makes a new one', () => {
    expect(loadConfig({ DEV_MAILBOX_TOKEN: 'a-chosen-secret-123' }).devMailboxToken).toBe('a-chosen-secret-123');
    const a = loadConfig({}).devMailboxToken;
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(loadConfig({}).devMailboxToken).not.toBe(a);
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
