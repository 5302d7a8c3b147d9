import { type ApiError, contractRoutes, type SignInLinkResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../../src/app.js';
import { ORIGIN, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

/**
 * Rules every route keeps, checked over the routes the app actually registered, so a route
 * added later is covered without being listed here:
 * - it is declared in the contract (packages/shared), and every contract route is registered;
 * - a protected route authenticates before it reads the body (anonymous: 401, whatever the body);
 * - a session signed in as a member is read-only: every write is refused (403, or 404 for the
 *   back office), before its body is read.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const key = (r: { method: string; url?: string; path?: string }) => `${r.method} ${r.url ?? r.path}`;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes an impersonation session may make: only those that end it. */
const ALLOWED_WHILE_IMPERSONATING = new Set(['POST /api/account/sign-out', 'POST /api/account/stop-impersonating']);

function apiRoutes(): RouteSummary[] {
  return app.routes.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
}
const fill = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x');
const contract = new Map(contractRoutes().map((r) => [key(r), r]));
const isPublic = (r: RouteSummary) => contract.get(key(r))?.access === 'public';

describe('the route table', () => {
  it('registers every contract route, and no route outside the contract', () => {
    const registered = new Set(apiRoutes().map(key));
    const missing = [...contract.keys()].filter((k) => !registered.has(k));
    expect(missing).toEqual([]);
    const outside = [...registered].filter((k) => !contract.has(k));
    expect(outside).toEqual([]);
  });

  it('answers an anonymous caller of every protected route 401, before reading its body', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes().filter((route) => !isPublic(route))) {
      const res = await app.server.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        // Unparseable, and nested deeper than any parser should follow: never read.
        ...(READS.has(r.method) ? {} : { payload: `{"a":${'['.repeat(5000)}` }),
      });
      if (res.statusCode !== 401) failures.push(`${key(r)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every write while an operator is signed in as a member, before reading its body', async () => {
    const member = await signedInMember(app);
    const op = await signedInOperator(app);
    const link = await op.post<SignInLinkResponse>(`/api/admin/members/${member.uid}/sign-in-link`);
    const [, , userName = '', token = ''] = link.body.path.split('/').map(decodeURIComponent);
    expect((await op.post('/api/account/login-admin', { userName, token })).status).toBe(200);

    const failures: string[] = [];
    const writes = apiRoutes().filter((r) => !READS.has(r.method) && !ALLOWED_WHILE_IMPERSONATING.has(key(r)));
    expect(writes.length).toBeGreaterThan(20);
    for (const r of writes) {
      const res = await app.server.inject({
        method: r.method as 'POST',
        url: fill(r.url),
        headers: { origin: ORIGIN, cookie: op.cookieHeader, 'content-type': 'application/json' },
        payload: '{"a":',
      });
      const error = (res.json() as ApiError).error;
      const backOffice = r.url.startsWith('/api/admin/');
      const refused = backOffice
        ? res.statusCode === 404
        : res.statusCode === 403 && /signed in as this member/.test(error.message);
      if (!refused) failures.push(`${key(r)}: ${res.statusCode} ${error.message}`);
    }
    expect(failures).toEqual([]);
    // Still the member's session: reading works.
    expect((await op.get('/api/profile')).status).toBe(200);
  });
});
