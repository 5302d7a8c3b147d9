import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const OPERATOR = { email: 'operator@example.com', password: 'Operator-Pass-123' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
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

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the real server, exactly as `npm start` does, on a fresh embedded database. */
export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'ma-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${baseURL}/api/brand`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      project.provide('baseURL', baseURL);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 60 s:\n${output}`);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
