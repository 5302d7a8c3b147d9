// `npm run bench:ledger`: only the ledger part of the bench (see ledger.ts), on BENCH_DATABASE_URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { ledgerBench } from './ledger.js';

const pgUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'ma-bench-'));
const schema = `bench_${randomBytes(4).toString('hex')}`;
const OPERATOR = { email: 'bench-operator@example.com', password: 'Bench-Operator-1' };
const database = await openDatabase(
  pgUrl ? { url: pgUrl, schema, poolSize: 10 } : { dataDir: join(dataDir, 'pglite') },
);
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: OPERATOR.email,
  ADMIN_PASSWORD: OPERATOR.password,
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const app = await buildApp(config, { database, logger: false });
const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
const signIn = await fetch(`${base}/api/account/sign-in`, {
  method: 'POST',
  headers: { origin: config.PUBLIC_URL, 'content-type': 'application/json' },
  body: JSON.stringify({ login: OPERATOR.email, password: OPERATOR.password }),
});
const operatorCookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
const auth = await app.ctx.auth.$context;
async function makeMembers(n: number) {
  const out: { userId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const tag = randomUUID().slice(0, 8);
    const user = await auth.internalAdapter.createUser(
      {
        email: `bench-${tag}@example.com`,
        name: 'Bench Member',
        emailVerified: true,
        username: `bench_${tag}`,
        firstName: 'Bench',
        lastName: 'Member',
        currency: 'USD',
      },
      { method: 'admin' },
    );
    out.push({ userId: user.id });
  }
  return out;
}
try {
  await ledgerBench({ app, pgUrl, schema, base, origin: config.PUBLIC_URL, operatorCookie, makeMembers });
} finally {
  await app.close();
  await database.close();
  if (pgUrl) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
