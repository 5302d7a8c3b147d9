import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Fails on any serious or critical axe-core violation of the page as it settles: transitions and
 * finite animations are let finish first. A snackbar measured while it fades in has the colours of
 * its half-transparent self, and axe called its text too faint (seen once in CI, operators page).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.evaluate(() => {
    const settled = Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    );
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
  expect(bad, `axe violations on ${label}`).toEqual([]);
}
