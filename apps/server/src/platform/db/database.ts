import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { coalesceWrites } from './coalesced-writes.js';
import { PGliteDialect } from './pglite-dialect.js';
import { usePreparedStatements } from './prepared.js';
import type { DB } from './schema.js';
import { withSchemaIntrospector } from './schema-introspector.js';
import { withPlannedTransactions } from './transaction-driver.js';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Connection string when on PostgreSQL (the live bus LISTENs on its own connection). */
  url?: string;
  /** The schema every connection uses (tests isolate themselves in their own). */
  schema: string;
  /** Connections that can run at once: the pool's size, 1 for the embedded PGlite. */
  connections: number;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WASM heap and were most
 * of its resident memory; an embedded, single-connection database needs far less (its files
 * stay in the OS page cache anyway).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=512kB'];

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** A schema to create and use (tests); default `public`. */
  schema?: string | undefined;
  poolSize?: number;
  /** A pooled connection that broke (PostgreSQL restarted, the backend was ended): said, and dropped. */
  onConnectionError?: (err: Error) => void;
}

/**
 * pg emits 'error' on a connection that breaks (PostgreSQL restarting, a backend ended) and,
 * with no listener, the error is thrown and ends the process. The pool listens only while a
 * connection is idle, so each connection gets a listener of its own for its whole life: the
 * query running on it fails with the error, the pool drops it, the next query opens another.
 */
export function keepRunningOnBrokenConnections(pool: pg.Pool, onError: (err: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
}

/** How the app's connections are named in pg_stat_activity (the schema too, when not public). */
export const applicationName = (part: string, schema: string) =>
  schema === 'public' ? `member-area ${part}` : `member-area ${part} ${schema}`;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);

  if (options.url) {
    if (schema !== 'public') {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.end();
    }
    const connections = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: connections,
      options: `-c search_path=${schema}`,
      application_name: applicationName('app', schema),
      // A connection sends a query without waiting for the answer to the one before: a
      // transaction's last statement and its COMMIT travel together (transaction-driver.ts).
      // Kysely itself still awaits each query, so nothing else is ever in flight at once.
      pipeline: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8
            ? (v: string) => BigInt(v)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    keepRunningOnBrokenConnections(pool, (err) => options.onConnectionError?.(err));
    usePreparedStatements(pool);
    coalesceWrites(pool);
    const dialect = withPlannedTransactions(new PostgresDialect({ pool }), { pipelined: true });
    const db = new Kysely<DB>({ dialect: withSchemaIntrospector(dialect, schema) });
    return { db, kind: 'postgres', url: options.url, schema, connections, close: () => db.destroy() };
  }

  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await initPGliteDataDir(options.dataDir);
  }
  const client = await PGlite.create(options.dataDir, {
    parsers: { [INT8]: (v: string) => BigInt(v), [NUMERIC]: (v: string) => v },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // The members search's trigram indexes (migration 0017): PGlite loads an extension's code
    // when it opens, before `create extension` can find it.
    extensions: { pg_trgm },
  });
  const dialect = withPlannedTransactions(new PGliteDialect(client), { pipelined: false });
  const db = new Kysely<DB>({ dialect: withSchemaIntrospector(dialect, schema) });
  if (schema !== 'public') {
    await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path = ${schema}`).execute(db);
  }
  return {
    db,
    kind: 'pglite',
    schema,
    connections: 1,
    close: async () => {
      await db.destroy();
      await client.close();
    },
  };
}

/**
 * Creates a new PGlite data directory in a short-lived child process. initdb runs in a WASM
 * instance of its own whose memory (about 500 MB) a process keeps once touched: done in the
 * server process, the first start stayed at ~870 MB instead of the ~230 MB of later starts.
 */
async function initPGliteDataDir(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const code = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dataDir} failed (${status})`)),
    );
  });
}
