import { Kysely, PostgresDialect, PostgresIntrospector, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaIntrospector } from '../../src/platform/db/schema-introspector.js';
import { onPostgres, startTestApp, type TestApp } from '../harness.js';

// The migrator asks which tables exist at every start. Another install or test file in the same
// database creates and drops its own schemas meanwhile: our answer must not depend on them.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('what the migrator sees of the database', () => {
  it('is our schema only, with its columns', async () => {
    const tables = await app.ctx.db.introspection.getTables();
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([app.database.schema]));
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'position', 'account']));
    const position = tables.find((t) => t.name === 'position');
    const stopLoss = position?.columns.find((c) => c.name === 'stop_loss');
    expect(stopLoss).toMatchObject({ dataType: 'int8', isNullable: true });
    expect(position?.columns.find((c) => c.name === 'id')).toMatchObject({
      isNullable: false,
      isAutoIncrementing: true,
    });
    expect(position?.columns.find((c) => c.name === 'number')).toMatchObject({ hasDefaultValue: true });
  });
});

describe.runIf(onPostgres)('a schema dropped by someone else while we look', () => {
  it('does not fail our look, where Kysely’s own introspector fails', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const other = `gone_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const looker = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    try {
      await admin.query(
        `create schema ${other}; create table ${other}.position (id serial primary key, stop_loss bigint)`,
      );
      // The look's snapshot is taken before the drop, as when both run at the same moment.
      await sql`begin isolation level repeatable read`.execute(looker);
      await sql`select 1`.execute(looker);
      await admin.query(`drop schema ${other} cascade`);

      const ours = await new SchemaIntrospector(looker, app.database.schema).getTables();
      expect(ours.map((t) => t.name)).toContain('position');
      await expect(new PostgresIntrospector(looker).getTables()).rejects.toThrow(/does not exist/);
    } finally {
      await sql`rollback`.execute(looker).catch(() => undefined);
      await looker.destroy();
      await admin.query(`drop schema if exists ${other} cascade`);
      await admin.end();
    }
  });
});
