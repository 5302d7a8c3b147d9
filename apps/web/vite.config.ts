import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React Router's package exports only its development build (warnings, invariants with long
// messages) to bundlers; the production build beside it is 0.4 kB gzip smaller on every page.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Matches the modules whose path contains one of these ('/' matches either separator). */
const modules = (paths: string[]) =>
  new RegExp(paths.map((p) => p.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')).join('|'));

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
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17);
    // an older one still loads each chunk, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each small file is compressed on its own, without the words of the others, and
          // /login loaded seventeen: the modules that are always needed together go in one.
          groups: [
            {
              // What every page starts with (React, MUI's core, React Router, TanStack Query, and
              // the app's api, brand and tab-title modules that lazy pages share with the entry):
              // one file beside the entry rather than three. `$initial` keeps lazy-only code out.
              name: 'vendor',
              test: /[\\/]node_modules[\\/]|[\\/]src[\\/](api[\\/]|features[\\/]brand[\\/]|ui[\\/]document-title)/,
              tags: ['$initial'],
              priority: 1,
            },
            {
              // The chart libraries, each a chunk of its own, loaded only by the pages that draw a
              // chart: bench/bundle.ts holds them to their own bar (README, "Bundle"), the pages'
              // own code to the route bar. Only the libraries' own packages: what they share with
              // other pages (MUI, React) stays where it is. Import a chart library only from a
              // page feature's own file: a component in ui/ that imported MUI X Charts, shared by
              // two lazy pages, built but broke this chunk at load ("k is not a function").
              name: 'chart-mui-x',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](@mui[\\/]x-[a-z-]+|@base-ui[\\/]utils|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
            },
            {
              name: 'chart-lightweight',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/,
            },
            {
              // The text field and its MUI parts, which every form page needs together.
              name: 'text-input',
              includeDependenciesRecursively: false,
              test: modules([
                '@mui/material/FormControl/',
                '@mui/material/FormLabel/',
                '@mui/material/FormHelperText/',
                '@mui/material/InputLabel/',
                '@mui/material/InputBase/',
                '@mui/material/OutlinedInput/',
                '@mui/material/TextareaAutosize/',
                'src/ui/TextInput.tsx',
              ]),
            },
            {
              // Small modules most pages share: links, titles, the spinner, MUI slot helpers.
              name: 'ui-common',
              includeDependenciesRecursively: false,
              test: modules([
                '@mui/material/CircularProgress/',
                '@mui/material/GlobalStyles/',
                '@mui/material/Link/',
                '@mui/material/Select/selectClasses',
                '@mui/material/Box/',
                '@mui/system/GlobalStyles/',
                '@mui/system/createBox/',
                '@mui/styled-engine/GlobalStyles/',
                '@mui/material/utils/useSlot',
                '@mui/material/utils/mergeSlotProps',
                '@mui/material/utils/isMuiElement',
                '@mui/material/utils/useId',
                '@mui/utils/useSlotProps/',
                '@mui/utils/mergeSlotProps/',
                '@mui/utils/isMuiElement/',
                '@mui/utils/useId/',
                'getActiveElement',
                'ownerDocument',
                'ownerWindow',
                'debounce',
                'useEnhancedEffect',
                'isHostComponent',
                '@mui/utils/omitEventHandlers/',
                '@mui/utils/isEventHandler/',
                '@mui/utils/extractEventHandlers/',
                '@mui/utils/appendOwnerState/',
                '@mui/utils/resolveComponentProps/',
                'packages/shared/src/routes.ts',
                'src/ui/PageTitle.tsx',
                'src/ui/RouterLink.tsx',
              ]),
            },
          ],
        },
      },
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
