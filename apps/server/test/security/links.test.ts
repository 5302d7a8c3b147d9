import type { ApiError, SessionResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLink, newMember, signedInMember, startTestApp, type TestApp, tokenOf } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const code = (body: unknown) => (body as ApiError).error.code;

async function resetLink(email: string): Promise<string> {
  const res = await app.client().post('/api/account/forgot-password', { email });
  expect(res.status).toBe(200);
  return tokenOf(await latestLink(app, email));
}

const reset = (token: string, password: string) =>
  app.client().post('/api/account/reset-password', { token, newPassword: password, confirmPassword: password });

describe('password-reset links', () => {
  it('asking again ends the older link; using one ends them all', async () => {
    const { input } = await signedInMember(app);
    const first = await resetLink(input.email);
    const second = await resetLink(input.email);
    expect(second).not.toBe(first);

    const old = await reset(first, 'Older-Link-123');
    expect(old.status).toBe(400);
    expect(code(old.body)).toBe('INVALID_TOKEN');
    expect((await reset(second, 'Newest-Link-123')).status).toBe(200);
    expect((await reset(second, 'Again-Link-123')).status).toBe(400);
    expect((await reset(first, 'Older-Link-123')).status).toBe(400);

    const signIn = await app.client().post('/api/account/sign-in', { login: input.email, password: 'Newest-Link-123' });
    expect(signIn.status).toBe(200);
  });

  it('a link mailed before cannot be used after another one was (rows planted as Better Auth makes them)', async () => {
    const { input, uid } = await signedInMember(app);
    const first = await resetLink(input.email);
    // A second open link for the same member, as an older release (or a race) would leave it.
    await app.ctx.db
      .insertInto('verification')
      .values({
        id: `planted-${Date.now()}`,
        identifier: 'reset-password:planted-token',
        value: uid,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect((await reset(first, 'First-Used-123')).status).toBe(200);
    expect((await reset('planted-token', 'Planted-Used-123')).status).toBe(400);
  });

  it('changing the password ends an open reset link', async () => {
    const { client, input } = await signedInMember(app);
    const link = await resetLink(input.email);
    const change = await client.post('/api/account/change-password', {
      currentPassword: input.password,
      newPassword: 'Changed-Pass-123',
      confirmPassword: 'Changed-Pass-123',
    });
    expect(change.status).toBe(200);
    expect((await reset(link, 'From-Old-Mail-123')).status).toBe(400);
  });
});

describe('verification links', () => {
  it('verifying signs the member in: the answer carries the session cookie', async () => {
    const input = newMember();
    const client = app.client();
    expect((await client.post('/api/account/register', input)).status).toBe(201);
    const verify = await client.post('/api/account/verify-email', {
      token: tokenOf(await latestLink(app, input.email)),
    });
    expect(verify.status).toBe(200);
    const session = await client.get<SessionResponse>('/api/session');
    expect(session.body.user).toMatchObject({ email: input.email.toLowerCase(), emailVerified: true, role: 'member' });
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('a link does not re-verify an account whose verification was revoked after it was mailed', async () => {
    const input = newMember();
    expect((await app.client().post('/api/account/register', input)).status).toBe(201);
    const token = tokenOf(await latestLink(app, input.email));
    expect((await app.client().post('/api/account/verify-email', { token })).status).toBe(200);

    // An operator (or an address change) revokes the verification.
    await app.ctx.db
      .updateTable('user')
      .set({ emailVerified: false })
      .where('email', '=', input.email.toLowerCase())
      .execute();

    const again = app.client();
    const res = await again.post('/api/account/verify-email', { token });
    expect(res.status).toBe(400);
    expect(code(res.body)).toBe('INVALID_TOKEN');
    expect((await again.get<SessionResponse>('/api/session')).body.user).toBeNull();
    const row = await app.ctx.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(false);

    // A fresh link, asked for after the revocation, works.
    await app.client().post('/api/account/resend-verification', { email: input.email });
    const fresh = tokenOf(await latestLink(app, input.email));
    expect((await app.client().post('/api/account/verify-email', { token: fresh })).status).toBe(200);
  });

  it('an unverified member whose address changes cannot use the link mailed to the old one', async () => {
    const input = newMember();
    expect((await app.client().post('/api/account/register', input)).status).toBe(201);
    const token = tokenOf(await latestLink(app, input.email));
    const moved = `moved.${input.email}`;
    await app.ctx.db.updateTable('user').set({ email: moved }).where('email', '=', input.email.toLowerCase()).execute();
    await app.ctx.db.updateTable('user').set({ email: input.email.toLowerCase() }).where('email', '=', moved).execute();
    expect((await app.client().post('/api/account/verify-email', { token })).status).toBe(400);
  });
});
