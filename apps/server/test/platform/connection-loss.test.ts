import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';

// PostgreSQL ends the app's connections (a restart, a failover, an operator's
// pg_terminate_backend): the app keeps running and the next request opens new ones.
let app: TestApp;
beforeAll(async () => {
  if (onPostgres) app = await startTestApp();
});
afterAll(() => app?.stop());

/** Ends backends from a connection of the test's own. */
async function terminate(where: string, values: unknown[]): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where ${where}`, values)).rows
      .length;
  } finally {
    await admin.end();
  }
}

describe.runIf(onPostgres)('connections ended by the database', () => {
  it('the app keeps serving: a broken idle connection is dropped, not thrown', async () => {
    const m = await signedInMember(app);
    expect((await m.client.get('/api/wallet')).status).toBe(200);
    const { schema } = app.database;
    // Every connection of this app (its pool, the live bus's and its listener), named by schema.
    const ended = await terminate("application_name like 'member-area %' and application_name like $1", [
      `% ${schema}`,
    ]);
    expect(ended).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 300));
    expect((await m.client.get('/api/wallet')).status).toBe(200);
    const names = await sql<{ application_name: string }>`
      select distinct application_name from pg_stat_activity where application_name like ${`% ${schema}`}
    `.execute(app.ctx.db);
    expect(names.rows.map((r) => r.application_name)).toContain(`member-area app ${schema}`);
  });

  it('a connection ended in the middle of a transaction fails that transaction, not the app', async () => {
    const m = await signedInMember(app);
    const during = withTransaction(app.ctx, async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      expect(await terminate('pid = $1', [rows[0]?.pid])).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(during).rejects.toThrow();
    expect((await m.client.get('/api/wallet')).status).toBe(200);
  });
});
