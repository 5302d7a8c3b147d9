import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.js';

// Browser tests: Debian's Chromium (never a downloaded one) against one real server per run,
// started by support/global-setup.ts, which also hands the workers its address through
// PLAYWRIGHT_TEST_BASE_URL (Playwright's own default for `baseURL`). Run with `npm run test:e2e`.
export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/results',
  globalSetup: './support/global-setup.ts',
  // One worker: two were not measurably faster (every-page specs, 2 busy cores: 351 s with one,
  // 327 s with two, under a heavier load), and the journey of each project changes the shared
  // EUR rate, which two workers would race on.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI || process.env.E2E),
  retries: 0,
  timeout: 120_000,
  // Generous for a page to appear on a busy 2-core machine; live updates assert their own, tighter bound.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
  ],
});
