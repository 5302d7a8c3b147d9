import type { ApiError } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { ORIGIN, signedInMember, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    AUTH_RATE_LIMIT_MAX: '5',
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3',
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '6',
  });
});
afterAll(() => app.stop());

function post(target: TestApp, url: string, body: unknown, remoteAddress = '127.0.0.1', headers = {}) {
  return target.server.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: JSON.stringify(body),
  });
}

const signIn = (login: string, password: string, remoteAddress?: string) =>
  post(app, '/api/account/sign-in', { login, password }, remoteAddress);

async function rateLimitKeys(target: TestApp): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`select key from rate_limit`.execute(target.ctx.db);
  return rows.map((r) => r.key);
}

describe('per-route buckets in the PostgreSQL store', () => {
  it('exhausting one auth endpoint leaves the others open', async () => {
    const from = '192.0.2.10';
    const forgot = () => post(app, '/api/account/forgot-password', { email: 'nobody@example.com' }, from);
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    const resend = await post(app, '/api/account/resend-verification', { email: 'nobody@example.com' }, from);
    expect(resend.statusCode).toBe(200);
    const keys = await rateLimitKeys(app);
    expect(keys).toContain(`POST:/api/account/forgot-password:${from}`);
    expect(keys).toContain(`POST:/api/account/resend-verification:${from}`);
    expect(keys.filter((k) => k.includes('undefined'))).toEqual([]);
  });
});

describe('failed sign-ins, per account and per address', () => {
  it("one office behind one address: a neighbour's failures lock only the neighbour's account", async () => {
    const neighbour = await signedInMember(app);
    const me = await signedInMember(app);
    for (let i = 0; i < 3; i++) expect((await signIn(neighbour.input.email, 'Wrong-Pass-1')).statusCode).toBe(401);

    const locked = await signIn(neighbour.input.email, neighbour.input.password);
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as ApiError).error.message).toMatch(/on this account/);
    // The same account by user name is the same counter.
    expect((await signIn(neighbour.input.userName, neighbour.input.password)).statusCode).toBe(429);

    expect((await signIn(me.input.email, me.input.password)).statusCode).toBe(200);
    expect((await signIn(me.input.userName, me.input.password)).statusCode).toBe(200);

    // After the lockout window the right password works again.
    await sql`update rate_limit set reset_at = now() - interval '1 second' where key like 'sign-in-failures:account:%'`.execute(
      app.ctx.db,
    );
    expect((await signIn(neighbour.input.email, neighbour.input.password)).statusCode).toBe(200);
  });

  it('a right password forgives the earlier failures of that account', async () => {
    const member = await signedInMember(app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        expect((await signIn(member.input.email, 'Wrong-Pass-1', '192.0.2.30')).statusCode).toBe(401);
      expect((await signIn(member.input.email, member.input.password, '192.0.2.30')).statusCode).toBe(200);
    }
  });

  it('one address spraying many accounts is stopped, right password included; other addresses are not', async () => {
    const member = await signedInMember(app);
    const sprayer = '198.51.100.9';
    for (let i = 0; i < 6; i++) {
      expect((await signIn(`victim${i}@example.com`, 'Guess-123456', sprayer)).statusCode).toBe(401);
    }
    const refused = await signIn(member.input.email, member.input.password, sprayer);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as ApiError).error.message).toMatch(/from your network/);
    expect((await signIn(member.input.email, member.input.password, '198.51.100.10')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true, which would believe a client-sent X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.1.0.0/16']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it.each([['1'], ['10.0.0.2']])(
    'with TRUST_PROXY=%s a client cannot escape the limit by writing its own X-Forwarded-For',
    async (trust) => {
      const behind = await startTestApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT_MAX: '2' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          // The client writes a fresh address each time; the proxy (10.0.0.2) appends the real one.
          const xff = `203.0.113.${100 + i}, 198.51.100.77`;
          const res = await post(behind, '/api/account/forgot-password', { email: 'x@example.com' }, '10.0.0.2', {
            'x-forwarded-for': xff,
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 429, 429]);
        expect(await rateLimitKeys(behind)).toContain('POST:/api/account/forgot-password:198.51.100.77');
      } finally {
        await behind.stop();
      }
    },
  );
});
