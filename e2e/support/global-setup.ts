import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPERATOR = { email: 'operator@example.com', password: 'Operator-Pass-123' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_LOG = join(ROOT, 'e2e/artifacts/server.log');

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
 * Builds the web app and the server and starts the real server, as `npm start` does, on a fresh embedded
 * database. Its address reaches every worker as PLAYWRIGHT_TEST_BASE_URL, which Playwright
 * reads as the default `baseURL`. The server's output goes to e2e/artifacts/server.log.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status}):\n${build.stdout}${build.stderr}`);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ma-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(join(ROOT, 'e2e/artifacts'), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  // The dev mailbox's secret, chosen here so the tests can read the mailbox (see support/mailbox.ts).
  const mailboxToken = process.env.DEV_MAILBOX_TOKEN || randomBytes(24).toString('base64url');
  // The compiled server `npm run build` just made, started as `npm start` starts it.
  const server = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SITE_URL: 'https://www.example.com/',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
      AUTH_RATE_LIMIT_MAX: '200',
      // Both projects sign in many times a minute from one address.
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX_TOKEN: mailboxToken,
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
  };

  // Waits for the server to answer; this is a child process, not a page, so no locator can wait for it.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited at start (code ${server.exitCode}); see ${SERVER_LOG}`);
    }
    const up = await fetch(`${baseURL}/api/brand`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      process.env.PLAYWRIGHT_TEST_BASE_URL = baseURL;
      process.env.DEV_MAILBOX_TOKEN = mailboxToken;
      return stop;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 60 s; see ${SERVER_LOG}`);
}
