// What /login costs a first-time visitor, measured AS THE SERVER SENDS IT: the page's files are
// taken from the Vite manifest (index.html, the entry, its static imports, and the /login route's
// chunks), each is requested from a running server (the same `serveWebApp` the app uses) with
// `Accept-Encoding: gzip` and then `br, gzip`, and the bytes on the wire are summed.
// Run alone with `node --import tsx bench/bundle.ts` after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { serveWebApp } from '../apps/server/src/platform/http/web-app.js';

const DIST = join(import.meta.dirname, '../apps/web/dist');
/** The bars of issue 7. */
const LOGIN_BAR_KB = 150;
const ROUTE_BAR_KB = 50;
/**
 * The chart libraries' own chunks (vite.config.ts names them chart-*): loaded only by the pages
 * that draw a chart, after the page's own code. Their bar is theirs: MUI X Charts' smallest bar
 * chart is ~90 kB gzip (its container brings d3 scales and the plugin store whatever one imports;
 * assembling BarPlot and the axes by hand saves ~10 kB), lightweight-charts ~52 kB.
 */
const CHART_BAR_KB = 100;
const isChartLibrary = (file: string) => /(^|\/)chart-[a-z-]+-[\w-]+\.js$/.test(file);
/** The lazy modules the router loads to show /login (its page; the layout is in the entry). */
const LOGIN_ROUTE = ['src/features/auth/LoginPage.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file, its CSS and, recursively, everything it imports statically. */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/** Bytes of the body exactly as sent (no decoding), and the encoding the server chose. */
function fetchRaw(base: string, path: string, acceptEncoding: string) {
  return new Promise<{ bytes: number; encoding: string; status: number }>((resolve, reject) => {
    const req = request(`${base}/${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          status: res.statusCode ?? 0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function benchLoginBundle(): Promise<void> {
  console.log('\n/login as the server sends it (precompressed files, Vite manifest)');
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('  skipped: no build (npm run build)');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entryFiles = closure(manifest, entryKeys);
  const loginFiles = ['index.html', ...closure(manifest, LOGIN_ROUTE, new Set(entryFiles))];

  const server = Fastify({ logger: false });
  await serveWebApp(server, DIST);
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    let gzipTotal = 0;
    let brTotal = 0;
    const rows: string[] = [];
    for (const file of loginFiles) {
      const gz = await fetchRaw(base, file === 'index.html' ? 'login' : file, 'gzip');
      const br = await fetchRaw(base, file === 'index.html' ? 'login' : file, 'br, gzip');
      if (gz.status !== 200 || br.status !== 200) throw new Error(`${file}: HTTP ${gz.status}/${br.status}`);
      gzipTotal += gz.bytes;
      brTotal += br.bytes;
      rows.push(
        `  ${kb(gz.bytes).padStart(9)} ${gz.encoding.padEnd(8)} ${kb(br.bytes).padStart(9)} ${br.encoding.padEnd(8)} ${file}`,
      );
    }
    console.log('  as gzip             as br (what a browser gets)');
    for (const row of rows) console.log(row);
    const verdict = gzipTotal <= LOGIN_BAR_KB * 1024 ? 'within' : 'OVER';
    console.log(
      `  /login total: ${kb(gzipTotal)} gzip, ${kb(brTotal)} br, in ${loginFiles.length} files — ${verdict} the bar of ${LOGIN_BAR_KB} kB gzip`,
    );

    // Each lazy route: its own chunk (the bar), and all it adds on top of the entry (its chunk
    // and the shared chunks it needs), which is what moving to it costs.
    let worstChunk = { key: '', bytes: 0 };
    let worstAdded = { key: '', bytes: 0 };
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry) continue;
      const own = (await fetchRaw(base, chunk.file, 'gzip')).bytes;
      let added = 0;
      for (const file of closure(manifest, [key])) {
        if (!entryFiles.has(file)) added += (await fetchRaw(base, file, 'gzip')).bytes;
      }
      if (own > worstChunk.bytes) worstChunk = { key, bytes: own };
      if (added > worstAdded.bytes) worstAdded = { key, bytes: added };
    }
    const routeVerdict = worstChunk.bytes <= ROUTE_BAR_KB * 1024 ? 'within' : 'OVER';
    console.log(
      `  largest route chunk: ${kb(worstChunk.bytes)} gzip (${worstChunk.key}) — ${routeVerdict} the bar of ${ROUTE_BAR_KB} kB`,
    );
    console.log(`  most a route adds beyond the entry: ${kb(worstAdded.bytes)} gzip (${worstAdded.key})`);
    for (const chunk of Object.values(manifest).filter((c) => isChartLibrary(c.file))) {
      const bytes = (await fetchRaw(base, chunk.file, 'gzip')).bytes;
      const verdict = bytes <= CHART_BAR_KB * 1024 ? 'within' : 'OVER';
      console.log(`  chart library ${chunk.file}: ${kb(bytes)} gzip — ${verdict} its bar of ${CHART_BAR_KB} kB`);
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLoginBundle();
