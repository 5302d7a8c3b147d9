import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const OPERATOR = { email: 'operator@example.com', password: 'Operator-Pass-123' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The compiled server `npm run build` made (global-setup.ts), started as `npm start` starts it, on a
 * database of its own: a fresh embedded one, or with TEST_DATABASE_URL (CI) a schema of its own on
 * that PostgreSQL. Each Playwright worker starts one (test.ts), so workers share no state: one's
 * operator changing the EUR rate or the money rules never reaches another's test. Its output goes
 * to e2e/artifacts/server-<name>.log.
 */
export async function startServer(name: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ma-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const logPath = join(ROOT, `e2e/artifacts/server-${name}.log`);
  mkdirSync(join(ROOT, 'e2e/artifacts'), { recursive: true });
  const log = createWriteStream(logPath);
  const database = await testSchema();
  const server = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: database?.url ?? '',
      DATABASE_SCHEMA: database?.schema ?? 'public',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SITE_URL: 'https://www.example.com/',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
      AUTH_RATE_LIMIT_MAX: '200',
      // The tests sign in many times a minute from one address.
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // The dev mailbox's secret, chosen by global-setup.ts so the tests can read it (mailbox.ts).
      DEV_MAILBOX_TOKEN: process.env.DEV_MAILBOX_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    if (server.exitCode === null) {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  // Waits for the server to answer; this is a child process, not a page, so no locator can wait for it.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited at start (code ${server.exitCode}); see ${logPath}`);
    }
    const up = await fetch(`${url}/api/brand`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 60 s; see ${logPath}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (server: ChildProcess) => new Promise((resolve) => server.once('exit', resolve));

/**
 * With TEST_DATABASE_URL, a schema named the way the server tests name theirs (`t_<run>_<file>`,
 * apps/server/test/global-setup.ts): this run holds its advisory lock while it lives, so if it dies
 * without dropping its schema, the server tests' next run drops it (their global setup sweeps
 * every `t_` schema whose run no longer holds its lock).
 */
async function testSchema() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const run = randomBytes(4).toString('hex');
  const schema = `t_${run}_${'e2e'.padEnd(12, '0')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`select pg_advisory_lock(hashtext('test-run:' || $1))`, [run]);
  return {
    url,
    schema,
    async drop() {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
