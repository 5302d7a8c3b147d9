import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';

// Every day a query or a body takes is a day that exists (ZDay in shared): one that only looked
// like one ('2026-02-30', month 13, year 0) reached PostgreSQL as a cast it refused, a 500.
let app: TestApp;
let operator: Client;
let member: Client;
beforeAll(async () => {
  app = await startTestApp();
  operator = await signedInOperator(app);
  member = (await signedInMember(app)).client;
});
afterAll(() => app.stop());

const NOT_DAYS = ['2026-02-30', '2026-13-01', '0000-01-01'];

describe('a day that does not exist is refused with 400, never a 500', () => {
  const lists: [string, () => Client][] = [
    ['/api/wallet/history', () => member],
    ['/api/wallet/history.csv', () => member],
    ['/api/trading/history', () => member],
    ['/api/trading/history.csv', () => member],
    ['/api/admin/deposits', () => operator],
    ['/api/admin/withdrawals', () => operator],
    ['/api/admin/ledger/transfers', () => operator],
    ['/api/admin/audit', () => operator],
    ['/api/admin/audit.csv', () => operator],
  ];
  for (const [path, who] of lists) {
    it(path, async () => {
      for (const day of NOT_DAYS) {
        for (const field of ['from', 'to']) {
          const res = await who().get(`${path}?${field}=${day}`);
          expect(res.status, `${field}=${day}`).toBe(400);
          expect(JSON.stringify(res.body), `${field}=${day}`).toContain('Use a date like 2026-01-31');
        }
      }
      expect((await who().get(`${path}?from=2024-02-29&to=2026-01-31`)).status).toBe(200);
    });
  }

  it("an operator's profit run for a day", async () => {
    for (const day of NOT_DAYS) {
      const res = await operator.request(
        'POST',
        '/api/admin/profit-runs',
        { day },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.status, day).toBe(400);
    }
  });
});
