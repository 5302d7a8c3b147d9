import { defineConfig } from 'vitest/config';

// Unit tests of the web app's logic (API errors, live messages, navigation); pages are covered by e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
