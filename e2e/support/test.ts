import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base } from '@playwright/test';
import { signInContext } from './accounts.js';
import { OPERATOR, type RunningServer, startServer } from './server.js';

export { expect } from '@playwright/test';
export { serverURL } from './server-url.js';

export type ColorMode = 'dark' | 'light';

interface Fixtures {
  /**
   * A fresh browser profile (cookies, storage) at the project's size, traced like the default
   * one; with a colour mode, the app starts in it. Closed when the test ends.
   */
  newContext: (opts?: { colorMode?: ColorMode }) => Promise<BrowserContext>;
  /**
   * The start of most tests: a fresh profile (as newContext) signed in as this member, or as the
   * seeded operator; its cookie jar keeps the session for its pages and its API calls.
   */
  signedIn: (who: Login | 'operator', opts?: { colorMode?: ColorMode }) => Promise<BrowserContext>;
}

/** Whoever signs in: a member made by the tests (NewMember) or any login and password. */
export interface Login {
  email: string;
  password: string;
}

interface WorkerFixtures {
  /** This worker's own server and database, started before its first test (server.ts). */
  server: RunningServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startServer(String(workerInfo.workerIndex));
      // For calls made outside a browser context (serverURL()); pages get it as baseURL below.
      process.env.PLAYWRIGHT_TEST_BASE_URL = server.url;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
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
  signedIn: async ({ newContext }, use) => {
    await use(async (who, opts) => {
      const context = await newContext(opts);
      const { email, password } = who === 'operator' ? OPERATOR : who;
      await signInContext(context, email, password);
      return context;
    });
  },
});

/** Where the screenshots of every page go for a person to look at: e2e/artifacts/screens/<name>.png. */
export const screenPath = (name: string) => fileURLToPath(new URL(`../artifacts/screens/${name}.png`, import.meta.url));
