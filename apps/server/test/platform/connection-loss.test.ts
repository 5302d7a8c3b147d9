import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';

// PostgreSQL ends the app's connections (a restart, a failover, an operator's
// pg_terminate_backend): the app keeps running and the next request opens new ones.
let app: TestApp;
beforeAll(async () => {
  if (onPostgres) app = await startTestApp();
});
afterAll(() => app?.stop());

describe.runIf(onPostgres)('connections ended by the database', () => {
  it('the app keeps serving: a broken idle connection is dropped, not thrown', async () => {
    const m = await signedInMember(app);
    expect((await m.client.get('/api/wallet')).status).toBe(200);
    const { schema } = app.database;
    // Every connection of this app (its pool, the live bus's and its listener), named by schema.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin
      .query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name like 'member-area %' and application_name like $1`,
        [`% ${schema}`],
      )
      .finally(() => admin.end());
    expect(ended.rows.length).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 300));
    expect((await m.client.get('/api/wallet')).status).toBe(200);
    const names = await sql<{ application_name: string }>`
      select distinct application_name from pg_stat_activity where application_name like ${`% ${schema}`}
    `.execute(app.ctx.db);
    expect(names.rows.map((r) => r.application_name)).toContain(`member-area app ${schema}`);
  });
});
