import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
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
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]decimal\.js[\\/]/, sideEffects: false }],
      },
    },
  },
});
