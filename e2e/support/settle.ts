import type { Page } from '@playwright/test';

/**
 * Waits until what moves on the page has arrived: every running transition and finite animation
 * played to its end (at most 2 s). A check made half-way judges a snackbar fading in by its
 * half-transparent colours, or a menu still opening by where it is passing. Endless animations (a
 * spinner, a skeleton's pulse) are not waited for.
 */
export async function untilAnimationsSettle(page: Page): Promise<void> {
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
}
