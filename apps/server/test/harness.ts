import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegisterRequest } from '@member-area/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { checkInvariants } from '../src/modules/ledger/index.js';
import type { PriceFeed } from '../src/modules/prices/index.js';
import type { Clock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';

export const ORIGIN = 'http://localhost:3000';
export const ADMIN_EMAIL = 'operator@example.com';
export const ADMIN_PASSWORD = 'Operator-Pass-123';
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestApp extends App {
  database: Database;
  client(): Client;
  stop(): Promise<void>;
}

/**
 * A real app on a fresh database: in-memory PGlite, or a schema of its own on the
 * PostgreSQL of TEST_DATABASE_URL (dropped afterwards).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  shared?: { database?: Database; prices?: PriceFeed; clock?: Clock },
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ma-test-'));
  const schema = `t_${inject('testSchemaRun')}_${randomBytes(6).toString('hex')}`;
  const database =
    shared?.database ??
    (await openDatabase(
      onPostgres ? { url: process.env.TEST_DATABASE_URL, schema, poolSize: 5 } : { dataDir: undefined },
    ));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    AUTH_RATE_LIMIT_MAX: '1000',
    // No polling: a test runs due jobs itself with ctx.jobs.runDue().
    JOBS_POLL_MS: '0',
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, {
    database,
    logger: process.env.TEST_LOG === '1',
    ...(shared?.prices && { prices: shared.prices }),
    clock: shared?.clock,
  });
  return {
    ...app,
    database,
    client: () => new Client(app),
    async stop() {
      await app.close();
      // The schema itself is dropped by global-setup.ts once every file is done.
      if (!shared?.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A time in the middle of the next 10-minute slot (the recurring cleanup's): a test that passes
 * it to every runDue() sees one slot, even when the clock crosses a slot's edge while it runs.
 */
export function middleOfNextSlot(everySeconds = 600): Date {
  const slotMs = everySeconds * 1000;
  return new Date((Math.floor(Date.now() / slotMs) + 1) * slotMs + slotMs / 2);
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** A browser-like client: keeps cookies, sends our Origin on writes. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await this.app.server.inject({
      method,
      url,
      headers: {
        ...(method !== 'GET' && { origin: ORIGIN }),
        ...(this.cookies.size > 0 && { cookie: this.cookieHeader }),
        ...(body !== undefined && !Buffer.isBuffer(body) && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { payload: Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    const setCookies = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const type = String(res.headers['content-type'] ?? '');
    return {
      status: res.statusCode,
      body: (type.includes('json') ? res.json() : res.rawPayload) as T,
      headers: res.headers,
    };
  }

  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body ?? {});
  }
}

let counter = 0;
export function newMember(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName: `ada_${tag}`,
    email: `ada.${tag}@example.com`,
    password: 'Correct-Horse-9',
    confirmPassword: 'Correct-Horse-9',
    currency: 'USD',
    ...overrides,
  };
}

/** The action link of the newest dev-outbox mail to `to`, read from the database. */
export async function latestLink(app: TestApp, to: string): Promise<string> {
  const row = await app.ctx.db
    .selectFrom('mail_outbox')
    .select('link')
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row?.link) throw new Error(`no mail to ${to}`);
  return row.link;
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Registers and verifies through the mailed link (which signs in): a member ready to use the app. */
export async function signedInMember(app: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const input = newMember(overrides);
  const client = app.client();
  const reg = await client.post('/api/account/register', input);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const verify = await client.post('/api/account/verify-email', { token: tokenOf(await latestLink(app, input.email)) });
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
  // Verifying signs the member in: one session, as in the browser.
  const session = await client.get<{ user: { uid: string } | null }>('/api/session');
  if (!session.body.user) throw new Error('verifying did not sign in');
  return { client, input, uid: session.body.user.uid };
}

export async function signedInOperator(app: TestApp) {
  const client = app.client();
  const res = await client.post('/api/account/sign-in', { login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(res.body)}`);
  return client;
}

export async function countRows(app: TestApp, table: 'user' | 'audit_log' | 'session' | 'stored_file') {
  const row = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(app.ctx.db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Every money test ends here: balances sum to zero, each equals its transfers, holds add up,
 * every pending hold belongs to an open withdrawal (or position), and every stored balance-after
 * and history place (migration 0016) is the running sum and count of its account's transfers.
 */
export async function expectLedgerSound(app: TestApp): Promise<void> {
  const inv = await checkInvariants(app.ctx.db);
  expect(inv).toEqual({
    total: 0n,
    drifted: [],
    negativeMemberAccounts: [],
    heldMismatch: [],
    orphanHolds: [],
    historyDrift: [],
    investedMismatch: [],
    pendingMismatch: [],
    figuresMismatch: [],
  });
}

/**
 * Holds a member's wallet row from another PostgreSQL connection (SELECT ... FOR UPDATE in an
 * open transaction), so a request that moves their money stops inside its transaction until
 * `release()`: how a test makes a request "still running".
 */
export function holdWallet(app: TestApp, memberId: string): Promise<OutsideHold> {
  return holdFromOutside(app, `select id from ledger_account where owner_id = $1 and kind = 'wallet' for update`, [
    memberId,
  ]);
}

/** Locks a whole table from another connection, so even a plain read of it waits until `release()`. */
export function lockTable(app: TestApp, table: string): Promise<OutsideHold> {
  return holdFromOutside(app, `lock table ${table} in access exclusive mode`, []);
}

export interface OutsideHold {
  /**
   * Resolves once `count` other connections wait on this hold: a request sent just before has
   * reached the lock, however slow the machine (a fixed sleep only guesses).
   */
  waiters(count?: number): Promise<void>;
  release(): Promise<void>;
}

async function holdFromOutside(app: TestApp, statement: string, params: unknown[]): Promise<OutsideHold> {
  const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await blocker.connect();
  await blocker.query(`set search_path = ${app.database.schema}`);
  await blocker.query('begin');
  await blocker.query(statement, params);
  const pid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  const monitor = app.ctx.db;
  return {
    async waiters(count = 1): Promise<void> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))
        `.execute(monitor);
        if ((rows[0]?.n ?? 0) >= count) return;
        if (Date.now() > deadline) throw new Error(`no ${count} waiter(s) on the hold after 20 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async release() {
      await blocker.query('commit');
      await blocker.end();
    },
  };
}
