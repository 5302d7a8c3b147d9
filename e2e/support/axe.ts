import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { untilAnimationsSettle } from './settle.js';
import { expect } from './test.js';

/**
 * Fails on any serious or critical axe-core violation of the page once what moves has arrived: a
 * snackbar measured while it fades in has the colours of its half-transparent self, and axe called
 * its text too faint (seen once in CI, operators page).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await untilAnimationsSettle(page);
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
