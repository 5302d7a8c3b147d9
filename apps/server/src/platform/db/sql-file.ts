import { readFileSync } from 'node:fs';

/**
 * The text of a .sql file beside the caller, given as a URL made from the caller's import.meta.url.
 * Read from disk under tsx and vitest; the production bundle has the text inlined at build time
 * (scripts/build.mjs), so dist/main.js needs no file beside it.
 */
export function readSqlFile(url: URL): string {
  return readFileSync(url, 'utf8');
}
