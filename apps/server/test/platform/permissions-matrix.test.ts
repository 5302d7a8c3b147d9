import { type ApiError, contractRoutes, hasPermission, type RouteSpec } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

/**
 * The route × role matrix of every operator route, generated from the contract: a route added
 * later is covered without being listed. Anonymous 401, member 404 (as if the back office did not
 * exist), a support operator 403 with a clear message where the role lacks the route's
 * permission and past the guard where it has it, an admin always past the guard.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const operatorRoutes = contractRoutes().filter(
  (r): r is RouteSpec & { access: { permission: string } } => typeof r.access === 'object',
);
const fill = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, 'x');

async function statusOf(route: RouteSpec, cookie: string | undefined) {
  const res = await app.server.inject({
    method: route.method,
    url: fill(route.path),
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
  return { status: res.statusCode, message: res.statusCode >= 400 ? (res.json() as ApiError).error.message : '' };
}

describe('operator routes by role', () => {
  it('answers each role as its permissions say, on every operator route of the contract', async () => {
    expect(operatorRoutes.length).toBeGreaterThan(30);
    const member = await signedInMember(app);
    const support = await signedInMember(app);
    await sql`update "user" set role = 'support' where id = ${support.uid}`.execute(app.ctx.db);
    const admin = await signedInOperator(app);

    const wrong: string[] = [];
    for (const route of operatorRoutes) {
      const name = `${route.method} ${route.path}`;
      const anonymous = await statusOf(route, undefined);
      if (anonymous.status !== 401) wrong.push(`${name} anonymous: ${anonymous.status}`);
      const asMember = await statusOf(route, member.client.cookieHeader);
      if (asMember.status !== 404) wrong.push(`${name} member: ${asMember.status}`);
      const asSupport = await statusOf(route, support.client.cookieHeader);
      const allowed = hasPermission('support', route.access.permission as never);
      if (allowed ? [401, 403].includes(asSupport.status) : asSupport.status !== 403) {
        wrong.push(`${name} support: ${asSupport.status} ${asSupport.message}`);
      }
      if (!allowed && !/permission|role|allowed/i.test(asSupport.message)) {
        wrong.push(`${name} support: unclear refusal "${asSupport.message}"`);
      }
      const asAdmin = await statusOf(route, admin.cookieHeader);
      if ([401, 403].includes(asAdmin.status)) wrong.push(`${name} admin: ${asAdmin.status} ${asAdmin.message}`);
    }
    expect(wrong).toEqual([]);
  });
});
