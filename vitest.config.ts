import { defineConfig } from 'vitest/config';

// Unit tests beside the code, and server tests through the real HTTP routes on a real
// database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). Browser tests: e2e/.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // The export test samples the heap after a collection (test/exports/exports.test.ts).
    execArgv: ['--expose-gc'],
    maxWorkers: 2,
  },
});
