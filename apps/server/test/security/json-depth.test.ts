import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, ORIGIN, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

/**
 * Issue 16.1: a deeply nested JSON body answered 500 (the idempotency layer's hashing recursed
 * over it). Every route that takes a write, with the outside test's body and an Idempotency-Key,
 * as a visitor, a member and an operator: 4xx with the error shape, never 500.
 */
let app: TestApp;
let who: { name: string; client: Client | null }[];
beforeAll(async () => {
  app = await startTestApp();
  who = [
    { name: 'visitor', client: null },
    { name: 'member', client: (await signedInMember(app)).client },
    { name: 'operator', client: await signedInOperator(app) },
  ];
});
afterAll(() => app.stop());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ENDS_SESSION = ['/api/account/sign-out', '/api/account/stop-impersonating'];
const deep = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`;

describe('deeply nested JSON bodies', () => {
  it('the withdrawal cancel of the report answers 400 with the error shape', async () => {
    const member = (await signedInMember(app)).client;
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/withdrawals/x/cancel',
      headers: {
        cookie: member.cookieHeader,
        origin: ORIGIN,
        'idempotency-key': 'deep-body-k1',
        'content-type': 'application/json',
      },
      payload: deep(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/nested too deeply/),
        details: { maxDepth: 32 },
      },
    });
  });

  it('a body within the limit still parses (a bracket inside a string does not count)', async () => {
    const member = (await signedInMember(app)).client;
    const res = await member.request('POST', '/api/account/sign-out', {
      note: '['.repeat(100),
      a: JSON.parse(deep(30)),
    });
    expect(res.status).toBe(200);
  });

  it('every write route answers 4xx, never 500, to 5000 and to 33 levels', async () => {
    const failures: string[] = [];
    const routes = app.routes
      .filter((r) => WRITE_METHODS.has(r.method))
      .sort((a, b) => Number(ENDS_SESSION.includes(a.url)) - Number(ENDS_SESSION.includes(b.url)));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const caller of who) {
        for (const depth of [5000, 33]) {
          const res = await app.server.inject({
            method: route.method as InjectOptions['method'],
            url: route.url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*$/, 'x'),
            headers: {
              origin: ORIGIN,
              'content-type': 'application/json',
              'idempotency-key': `deep-body-${depth}`,
              ...(caller.client && { cookie: caller.client.cookieHeader }),
            },
            payload: deep(depth),
          });
          const where = `${route.method} ${route.url} as ${caller.name}, depth ${depth}`;
          if (res.statusCode < 400 || res.statusCode >= 500)
            failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (typeof (res.json() as { error?: { code?: string } }).error?.code !== 'string')
            failures.push(`${where}: no error shape`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
