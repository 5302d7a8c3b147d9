import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './route-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x.example/assets/LoginPage-abc.js'],
    ['Firefox', 'error loading dynamically imported module: https://x.example/assets/LoginPage-abc.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite preload', 'Unable to preload CSS for /assets/index-abc.css'],
  ])('recognises a chunk that is gone (%s)', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the generic message', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
