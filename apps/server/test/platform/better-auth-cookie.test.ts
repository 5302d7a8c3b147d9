import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

/**
 * The session fast path (modules/auth/session.ts) reads Better Auth's session cookie itself:
 * its name, and its value `<token>.<base64 HMAC-SHA256 of the token under the auth secret>`,
 * URL-encoded. This pins that format, so a Better Auth upgrade that changes it fails here, not
 * at every member's next request.
 */
const SECRET = 'a-fixed-secret-for-the-cookie-contract-0123456789';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_SECRET: SECRET });
});
afterAll(() => app.stop());

describe("Better Auth's session cookie", () => {
  it('is named ma.session_token (our prefix) and carries the token signed with HMAC-SHA256', async () => {
    const member = await signedInMember(app);
    const raw = member.client.cookies.get('ma.session_token');
    expect(raw).toBeDefined();
    const value = decodeURIComponent(raw ?? '');
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    expect(signature).toBe(createHmac('sha256', SECRET).update(token).digest('base64'));
    const session = await app.ctx.db
      .selectFrom('session')
      .select('userId')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(session.userId).toBe(member.uid);
  });

  it('is what the fast path accepts, and a changed signature is refused', async () => {
    const member = await signedInMember(app);
    expect((await member.client.get('/api/balance')).status).toBe(200);
    const raw = decodeURIComponent(member.client.cookies.get('ma.session_token') ?? '');
    const forged = `${raw.slice(0, raw.lastIndexOf('.'))}.${createHmac('sha256', 'another-secret').update('x').digest('base64')}`;
    member.client.cookies.set('ma.session_token', encodeURIComponent(forged));
    expect((await member.client.get('/api/balance')).status).toBe(401);
  });
});
