import pg from 'pg';

// Test files on PostgreSQL each work in a schema of their own (harness.ts). They are dropped
// here, all at once, before and after the run, never while other files run: Kysely's migrator
// introspects every schema of the database, and a schema dropped in the middle of that scan
// fails the other file's start with "schema … does not exist".
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists ${nspname} cascade`);
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  await dropTestSchemas();
  return dropTestSchemas;
}
