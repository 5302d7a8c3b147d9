import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

// resolveSession reads a valid session in one query; refreshing, expiring and forged cookies
// must behave exactly as Better Auth's own getSession does.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const COOKIE = 'ma.session_token';
const IDLE_MS = 30 * 60_000;

const sessionOf = (uid: string) =>
  app.ctx.db.selectFrom('session').select(['id', 'expiresAt']).where('userId', '=', uid).executeTakeFirst();

const setExpiry = (uid: string, expiresAt: Date) =>
  app.ctx.db.updateTable('session').set({ expiresAt }).where('userId', '=', uid).execute();

describe('session resolution', () => {
  it('reads a fresh session without rewriting its cookie or its row', async () => {
    const { client, uid } = await signedInMember(app);
    const before = await sessionOf(uid);
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await sessionOf(uid))?.expiresAt).toEqual(before?.expiresAt);
  });

  it('slides the idle timeout once a session is due for refresh, with a refreshed cookie', async () => {
    const { client, uid } = await signedInMember(app);
    await setExpiry(uid, new Date(Date.now() + IDLE_MS - 5 * 60_000)); // last refreshed 5 minutes ago
    const res = await client.get('/api/balance');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=1800/);
    const expiresAt = (await sessionOf(uid))?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThan(Date.now() + IDLE_MS - 60_000);
  });

  it('refuses a session idle past its timeout and deletes it', async () => {
    const { client, uid } = await signedInMember(app);
    await setExpiry(uid, new Date(Date.now() - 1000));
    const res = await client.get('/api/profile');
    expect(res.status).toBe(401);
    expect(await sessionOf(uid)).toBeUndefined();
  });

  it('never deletes a cookie when answering with an ended session: the browser may hold a newer one', async () => {
    // A read sent with the old session while another request swapped it (two-factor turned on)
    // is answered after the swap: its answer must not delete the new session's cookie.
    const { client, uid } = await signedInMember(app);
    const ended = client.cookieHeader;
    await app.ctx.db.deleteFrom('session').where('userId', '=', uid).execute();
    const idle = await signedInMember(app);
    await setExpiry(idle.uid, new Date(Date.now() - 1000));
    for (const cookie of [ended, idle.client.cookieHeader]) {
      for (const url of ['/api/session', '/api/profile']) {
        const res = await app.server.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(url === '/api/session' ? 200 : 401);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    }
  });

  it('refuses a cookie whose signature does not match, and one whose session was deleted', async () => {
    const { client, uid } = await signedInMember(app);
    const value = client.cookies.get(COOKIE) ?? '';
    const dot = decodeURIComponent(value).lastIndexOf('.');
    const token = decodeURIComponent(value).slice(0, dot);
    const forged = `${COOKIE}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const res = await app.server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: forged } });
    expect(res.statusCode).toBe(401);

    expect((await client.get('/api/profile')).status).toBe(200);
    await app.ctx.db.deleteFrom('session').where('userId', '=', uid).execute();
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it('refuses a blocked member at once with 403 and ends every session', async () => {
    const { client, uid } = await signedInMember(app);
    await app.ctx.db.updateTable('user').set({ userBlock: true }).where('id', '=', uid).execute();
    const res = await client.get<{ error: { code: string } }>('/api/balance');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_BLOCKED');
    expect(await sessionOf(uid)).toBeUndefined();
  });

  it("answers a route's member read the same whether it came with the session or after a refresh", async () => {
    const { client, uid } = await signedInMember(app);
    const fast = { profile: await client.get('/api/profile'), balance: await client.get('/api/balance') };
    expect(fast.profile.status).toBe(200);
    expect(fast.balance.body).toEqual({ balance: '0.00' });
    await setExpiry(uid, new Date(Date.now() + IDLE_MS - 5 * 60_000)); // due for refresh: Better Auth's path
    const profile = await client.get('/api/profile');
    expect(String(profile.headers['set-cookie'])).toMatch(/Max-Age=1800/);
    expect(profile.body).toEqual(fast.profile.body);
    await setExpiry(uid, new Date(Date.now() + IDLE_MS - 5 * 60_000));
    const balance = await client.get('/api/balance');
    expect(String(balance.headers['set-cookie'])).toMatch(/Max-Age=1800/);
    expect(balance.body).toEqual(fast.balance.body);
  });
});
