import { defineConfig } from 'vitest/config';

// One server for the whole run, pages driven one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/specs/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
