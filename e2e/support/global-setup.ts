import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the web app and the server once, as `npm start` does; each worker then starts its own
 * server on it (server.ts, through test.ts). The dev mailbox's secret is chosen here, so every
 * server and every worker knows it (mailbox.ts).
 */
export default async function globalSetup(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status}):\n${build.stdout}${build.stderr}`);
  process.env.DEV_MAILBOX_TOKEN ||= randomBytes(24).toString('base64url');
}
