import { randomUUID } from 'node:crypto';
import type { InvestmentDetail, InvestmentPackage, PackageRequest, RunProfitResponse } from '@member-area/shared';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ManualClock } from '../../src/platform/clock.js';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { credit } from '../money/money-helpers.js';

// Helpers of the investment tests: an app on a clock the test moves, members with money.

export const START = '2027-06-10T10:00:00Z';

export interface InvestTestApp {
  app: TestApp;
  operator: Client;
  clock: ManualClock;
}

/** A fresh app for the file on a manual clock, an operator signed in, the ledger checked after every test. */
export function useInvestApp(): InvestTestApp {
  const t = {} as InvestTestApp;
  beforeAll(async () => {
    t.clock = new ManualClock(START);
    t.app = await startTestApp({}, { clock: t.clock });
    t.operator = await signedInOperator(t.app);
  });
  afterAll(() => t.app.stop());
  afterEach(() => expectLedgerSound(t.app));
  return t;
}

export const key = () => randomUUID();

let slugs = 0;
export async function newPackage(operator: Client, overrides: Partial<PackageRequest> = {}) {
  slugs += 1;
  const res = await operator.post<InvestmentPackage>('/api/admin/investment-packages', {
    name: `Test ${slugs}`,
    slug: `test-${slugs}-${Date.now().toString(36)}`,
    description: 'A test package',
    minAmount: '10',
    maxAmount: '10000',
    dailyRate: '1.5',
    durationDays: 5,
    capitalReturned: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`package failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A member with `funds` in the wallet. */
export async function fundedMember(t: InvestTestApp, funds: string) {
  const m = await signedInMember(t.app);
  await credit(t.operator, m.uid, funds);
  return m;
}

export const investIn = (client: Client, pkg: string, amount: string, k = key()) =>
  client.request<InvestmentDetail>('POST', '/api/investments', { package: pkg, amount }, { 'idempotency-key': k });

export async function runProfit(operator: Client, day: string) {
  const res = await operator.request<RunProfitResponse>('POST', '/api/admin/profit-runs', { day });
  if (res.status !== 200) throw new Error(`run failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function balances(app: TestApp, uid: string) {
  const rows = await app.ctx.db
    .selectFrom('ledger_account')
    .select(['kind', 'balance'])
    .where('owner_id', '=', uid)
    .execute();
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.balance ?? 0n);
  return { wallet: of('wallet'), invested: of('invested'), profit: of('profit') };
}
