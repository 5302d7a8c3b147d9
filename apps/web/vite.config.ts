import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React Router's package exports only its development build (warnings, invariants with long
// messages) to bundlers; the production build beside it is 0.4 kB gzip smaller on every page.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // bench/bundle.ts reads which files a page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // decimal.js does not declare itself side-effect free; without this it would load with
        // every page instead of only with the balance pages. (packages/shared declares it.)
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]decimal\.js[\\/]/, sideEffects: false },
          // CommonJS packages with no side effects whose imports are kept for one unused export:
          // emotion's withTheme (hoist-non-react-statics and the react-is 16 it requires).
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
}));
