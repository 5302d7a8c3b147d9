import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.js';

// Browser tests: Debian's Chromium (never a downloaded one) against real servers. global-setup.ts
// builds the app once; each worker then starts its own server on its own database (support/server.ts,
// the `server` fixture in support/test.ts). Run with `npm run test:e2e`.
export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/results',
  globalSetup: './support/global-setup.ts',
  // Two workers, each with its own server: a test mostly waits (for a page, a live push, the
  // network to settle), so one worker left a core idle. Measured on a 2-core machine: one worker
  // 32.6 min, two 18.9 min (cores 87% busy). A file runs in one worker, its tests in order,
  // but for every-page.e2e.ts, which spreads its tests over both (describe.configure).
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI || process.env.E2E),
  retries: 0,
  // A test's whole budget. The machines CI runs on differ by up to 2.5× (the longest flow took
  // 90 s on a slow one, 40 s on a fast one); a stuck step fails sooner, at actionTimeout below.
  timeout: 240_000,
  // Generous for a page to appear on a busy 2-core machine; live updates assert their own, tighter bound.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-US',
    // An element that never comes fails its action with the locator named, not the whole test's
    // timeout later (a mail the mailbox page never showed once held a test for 6 minutes).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failing test keeps its trace: every action's DOM snapshot and the network. Not its
    // screencast: recording one doubles the browser's CPU (measured: a sign-in and 8 pages,
    // 16.6 s → 32.7 s of Chromium's CPU), and the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
  ],
});
