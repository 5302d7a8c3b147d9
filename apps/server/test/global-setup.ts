import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's schema prefix: its files' schemas are `t_<run>_<file>` (harness.ts). */
    testSchemaRun: string;
  }
}

// Test files on PostgreSQL each work in a schema of their own, named after the run. A run holds
// an advisory lock on its id while it lives, so it drops only its own schemas and those of runs
// that died (their lock is free), never another live run's: several runs may share the database.
// Nothing of this run is dropped before its files are done. (Another run's drops no longer reach
// a file's start: the migrator looks at its own schema only, SchemaIntrospector.)
const SCHEMA = /^t_([0-9a-f]{8})_[0-9a-f]{12}$/;
const TRY_LOCK = `select pg_try_advisory_lock(hashtext('test-run:' || $1)) as got`;

async function dropSchemas(client: pg.Client, keep: (run: string) => Promise<boolean>): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    "select nspname from pg_namespace where nspname like 't\\_%'",
  );
  const verdicts = new Map<string, boolean>();
  for (const { nspname } of rows) {
    const run = SCHEMA.exec(nspname)?.[1];
    if (!run) continue;
    if (!verdicts.has(run)) verdicts.set(run, await keep(run));
    if (!verdicts.get(run)) await client.query(`drop schema if exists ${nspname} cascade`);
  }
}

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const run = randomBytes(4).toString('hex');
  project.provide('testSchemaRun', run);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(TRY_LOCK, [run]);
  // A run whose lock we can take has ended without cleaning up: its schemas go.
  await dropSchemas(client, async (other) => {
    if (other === run) return true;
    const { rows } = await client.query<{ got: boolean }>(TRY_LOCK, [other]);
    if (rows[0]?.got) await client.query(`select pg_advisory_unlock(hashtext('test-run:' || $1))`, [other]);
    return !rows[0]?.got;
  });
  return async () => {
    await dropSchemas(client, async (other) => other !== run);
    await client.end();
  };
}
