// The app as production runs it (issue 18): the compiled bundle (`npm run build` →
// apps/server/dist/main.js, what `npm start` starts), NODE_ENV=production with its JSON request
// logs, in a process of its own, on the bench's PostgreSQL schema. The HTTP parts of the bench
// measure it, from clients in other processes; the bench's own in-process app only seeds.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export interface AppProcess {
  base: string;
  pid: number;
  /** Production cookies are `__Secure-` prefixed (useSecureCookies): a bench cookie, renamed. */
  cookie(devCookie: string): string;
  /** Resident memory (MB) of the app's process now, from /proc. */
  rssMb(): Promise<number>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startAppProcess(opts: {
  pgUrl: string;
  schema: string;
  secret: string;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string;
  env?: Record<string, string>;
  /** Node flags of this process (a heap cap), before BENCH_APP_NODE_ARGS's. */
  nodeArgs?: readonly string[];
}): Promise<AppProcess> {
  if (!existsSync(MAIN)) throw new Error('no compiled server: run `npm run build` (npm run bench does)');
  const port = await freePort();
  // BENCH_APP_NODE_ARGS: extra node flags for the app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = [...(opts.nodeArgs ?? []), ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child: ChildProcess = spawn(process.execPath, [...extra, '--enable-source-maps', MAIN], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: opts.publicUrl,
      DATABASE_URL: opts.pgUrl,
      DATABASE_SCHEMA: opts.schema,
      AUTH_SECRET: opts.secret,
      ADMIN_EMAIL: opts.adminEmail,
      ADMIN_PASSWORD: opts.adminPassword,
      // Required in production; nothing the bench does sends mail from this process's jobs.
      SMTP_URL: 'smtp://127.0.0.1:9',
      JOBS_POLL_MS: '0',
      ...opts.env,
    },
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('is running')) {
        stdout.off('data', onData);
        resolve();
      }
    };
    stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the app process exited (${code}):\n${seen.slice(-2000)}`)));
  });
  // Production logs a JSON line per request: read and dropped, as a log shipper would.
  stdout.on('data', () => {});
  const pid = child.pid ?? 0;
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    cookie: (devCookie) => devCookie.replace(/^ma\./, '__Secure-ma.'),
    async rssMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
