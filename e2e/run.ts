// `npm run test:e2e`: the browser tests on @playwright/test (see playwright.config.ts), or, when
// no Chromium is installed, a loud skip with how to get one; with E2E=1 a missing browser fails.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- --project=phone -g ban`).
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
    '  (Do not run `npx playwright install`: the tests drive the system Chromium only.)',
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

const r = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
