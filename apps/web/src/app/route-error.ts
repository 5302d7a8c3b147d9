/**
 * A lazy chunk that could not be loaded: after a deploy the tab still asks for the old hashed
 * file names, which are gone. The messages are Chromium's, Firefox's and Safari's, and Vite's
 * own when it cannot preload a chunk's dependencies.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to load module script/i.test(
    error.message,
  );
}
