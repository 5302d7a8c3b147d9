import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export type ColorMode = 'dark' | 'light';

interface Fixtures {
  /**
   * A fresh browser profile (cookies, storage) at the project's size, traced like the default
   * one; with a colour mode, the app starts in it. Closed when the test ends.
   */
  newContext: (opts?: { colorMode?: ColorMode }) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ colorMode } = {}) => {
      const context = await browser.newContext();
      contexts.push(context);
      if (colorMode) {
        // The app persists the mode in localStorage; seed it before any page script runs.
        await context.addInitScript((mode) => {
          if (!localStorage.getItem('colorMode')) localStorage.setItem('colorMode', mode);
        }, colorMode);
      }
      return context;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

/** The server's address, for calls made outside a browser context (see global-setup.ts). */
export function serverURL(): string {
  const url = process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!url) throw new Error('PLAYWRIGHT_TEST_BASE_URL is set by e2e/support/global-setup.ts');
  return url;
}

/** Where the screenshots of every page go for a person to look at: e2e/artifacts/screens/<name>.png. */
export const screenPath = (name: string) => fileURLToPath(new URL(`../artifacts/screens/${name}.png`, import.meta.url));
