import type { ApiError } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let operator: Client;
let member: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
  member = (await signedInMember(app)).client;
});
afterAll(() => app.stop());

describe('Cache-Control on personal answers', () => {
  it.each(['/api/session', '/api/profile', '/api/balance', '/api/nope'])('%s is no-store', async (url) => {
    expect((await member.get(url)).headers['cache-control']).toBe('no-store');
  });

  it('back-office answers and refusals are no-store too', async () => {
    expect((await operator.get('/api/admin/members')).headers['cache-control']).toBe('no-store');
    expect((await app.client().get('/api/profile')).headers['cache-control']).toBe('no-store');
  });
});

describe('settings rates that storage would change', () => {
  it.each([
    [1e-7, /at least 0\.000001/],
    [0.0000004, /at least 0\.000001/],
    [0.1234567, /at most 6 decimal places/],
    [1.0000001, /at most 6 decimal places/],
  ])('refuses rateEUR %s with a clear message and keeps the old rate', async (rateEUR, message) => {
    const before = (await operator.get<{ rateEUR: number }>('/api/admin/settings')).body.rateEUR;
    const res = await operator.request('PUT', '/api/admin/settings', { rateEUR });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).error.message).toMatch(message);
    expect((await operator.get<{ rateEUR: number }>('/api/admin/settings')).body.rateEUR).toBe(before);
  });

  it('accepts six decimal places exactly', async () => {
    const res = await operator.request('PUT', '/api/admin/settings', { rateEUR: 0.000001 });
    expect(res.status).toBe(200);
    expect((await operator.get<{ rateEUR: number }>('/api/admin/settings')).body.rateEUR).toBe(0.000001);
    await operator.request('PUT', '/api/admin/settings', { rateEUR: 0.92 });
  });
});

describe('DATABASE_URL', () => {
  it.each(['mysql://root@localhost/db', 'sqlite:./data.db', './data', 'postgres://'])(
    'refuses %s at start with a clear message',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL: must be a PostgreSQL URL/);
    },
  );

  it('accepts postgres:// and postgresql:// URLs, and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' }).DATABASE_URL).toBeDefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db/app' }).DATABASE_URL).toBeDefined();
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
