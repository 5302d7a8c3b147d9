// Runs the browser tests: builds the web app, then Vitest drives Chromium through real pages
// against a real server (see support/global-setup.ts). Without a Chromium it skips loudly,
// unless E2E=1, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { findChromium } from './support/chromium.js';

const chromium = findChromium();
if (!chromium) {
  const banner = [
    '',
    '='.repeat(78),
    '  BROWSER TESTS SKIPPED: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium).',
    '  Install one with:   sudo apt-get update && sudo apt-get install -y chromium',
    '  or point CHROMIUM_PATH at a Chromium binary. E2E=1 makes this a failure.',
    '='.repeat(78),
    '',
  ].join('\n');
  if (process.env.E2E === '1') {
    console.error(banner.replace('SKIPPED', 'FAILED (E2E=1)'));
    process.exit(1);
  }
  console.warn(banner);
  process.exit(0);
}

const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
