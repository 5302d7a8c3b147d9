// `npm run build`: the web app (Vite) into apps/web/dist and the server (esbuild, one ESM
// file) into apps/server/dist, so production runs compiled JavaScript and never the tsx loader.
// `--if-changed` (what `npm start` uses) skips each part whose sources and lockfile hash to the
// stamp of its last build: an unchanged app starts at once, and a production install
// (`npm ci --omit=dev` after a build) starts without Vite or esbuild installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const ifChanged = process.argv.includes('--if-changed');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

/** Every file under the given paths, sorted, so the hash does not depend on readdir order. */
function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name) && !e.name.endsWith('.test.ts'))
    .flatMap((e) => files(join(path, e.name)))
    .sort();
}

function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(files))
    hash.update(`${relative(root, join(root, file))}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const parts = [
  {
    name: 'web app',
    stamp: 'apps/web/dist/.build-stamp',
    sources: ['apps/web', ...shared],
    // Quiet unless something is wrong: warnings and errors only (no list of every chunk).
    build: () => run('npm', ['run', 'build', '--silent', '-w', 'apps/web', '--', '--logLevel', 'warn']),
  },
  {
    name: 'server',
    stamp: 'apps/server/dist/.build-stamp',
    sources: ['apps/server/src', 'apps/server/package.json', ...shared],
    build: buildServer,
  },
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  if (ifChanged) console.error('The build is out of date and could not be redone: run `npm ci && npm run build`.');
  process.exit(result.status ?? 1);
}

async function buildServer() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('esbuild is not installed: run `npm ci` (with dev dependencies) before building');
  }
  await esbuild.build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: join(root, 'apps/server/dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Installed packages stay imports (resolved from node_modules at run time, as npm installed
    // them); only our own TypeScript, including the shared workspace, is compiled in.
    plugins: [
      {
        // SQL kept in .sql files (modules/ledger/ledger-post.sql) travels inside the bundle:
        // a readSqlFile() call on a URL beside the module becomes the file's text.
        name: 'inline-sql-files',
        setup(build) {
          build.onLoad({ filter: /\/apps\/server\/src\/.*\.ts$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('readSqlFile(')) return undefined;
            const contents = source.replace(
              /readSqlFile\(new URL\('(\.\/[^']+\.sql)', import\.meta\.url\)\)/g,
              (_, file) => JSON.stringify(readFileSync(join(dirname(args.path), file), 'utf8')),
            );
            return { contents, loader: 'ts', watchFiles: [args.path] };
          });
        },
      },
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@member-area/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

for (const part of parts) {
  const hash = hashOf(part.sources);
  const stampFile = join(root, part.stamp);
  if (ifChanged && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash) continue;
  console.log(`building the ${part.name}…`);
  await part.build();
  writeFileSync(stampFile, `${hash}\n`);
}
