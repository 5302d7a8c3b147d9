import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.js';

export const baseURL = () => inject('baseURL');

export async function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath) throw new Error('CHROMIUM_PATH is set by e2e/run.mjs');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export type Viewport = 'desktop' | 'phone';
const SIZES: Record<Viewport, { width: number; height: number }> = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
};

/** A fresh browser profile (cookies, storage) at the given size and colour scheme. */
export async function newContext(
  browser: Browser,
  opts: { viewport?: Viewport; colorMode?: 'dark' | 'light' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: SIZES[opts.viewport ?? 'desktop'],
    locale: 'en-US',
  });
  if (opts.colorMode) {
    // The app persists the mode in localStorage; seed it before any page script runs.
    await context.addInitScript((mode) => {
      if (!localStorage.getItem('colorMode')) localStorage.setItem('colorMode', mode);
    }, opts.colorMode);
  }
  return context;
}

export async function newPage(browser: Browser, opts?: Parameters<typeof newContext>[1]): Promise<Page> {
  const context = await newContext(browser, opts);
  return context.newPage();
}

/** Saves a screenshot of every open page of `browser`, for a failing test to leave evidence. */
export async function captureAll(browser: Browser, label: string): Promise<void> {
  const dir = 'e2e/artifacts/failures';
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  let i = 0;
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      i += 1;
      await page.screenshot({ path: `${dir}/${label}-${i}.png`, fullPage: true }).catch(() => {});
    }
  }
}
