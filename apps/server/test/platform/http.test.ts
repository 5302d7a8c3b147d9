import type { ApiError } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, newMember, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('HTTP safety', () => {
  it('refuses a state-changing request from another site and changes nothing', async () => {
    const before = await countRows(app, 'user');
    const res = await app.client().request('POST', '/api/account/register', newMember(), {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((res.body as ApiError).error.code).toBe('FORBIDDEN');
    expect(await countRows(app, 'user')).toBe(before);
  });

  it('sends security headers', async () => {
    const res = await app.client().get('/api/brand');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await app.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect((res.body as ApiError).error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await app.client().get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/account/register', '/api/profile', '/api/rates', '/api/admin/settings']),
    );
  });

  it('keeps the dev mailbox out of production', async () => {
    const withSecret = (a: TestApp) => ({ 'x-dev-mailbox-token': a.ctx.config.devMailboxToken });
    expect((await app.client().request('GET', '/api/dev/mailbox', undefined, withSecret(app))).status).toBe(200);
    const prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await prod.client().request('GET', '/api/dev/mailbox', undefined, withSecret(prod))).status).toBe(404);
      expect((await prod.client().get<{ devMailbox: boolean }>('/api/brand')).body.devMailbox).toBe(false);
    } finally {
      await prod.stop();
    }
  });
});
