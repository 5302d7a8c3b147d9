import { AuthPages } from '../page-models/auth-pages.js';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { expect, screenPath, test } from '../support/test.js';

test.describe('active sessions', () => {
  test('a member signs out another session from /security; its open tab is signed out at once', async ({
    page,
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('ses');
    // The other device: signed in, its dashboard open (with its live connection).
    const other = await signedIn(member);
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await new Shell(otherPage).expectGreeting(member);

    await new AuthPages(page).signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);
    await page.goto('/security');
    // This browser, the other one, and the session verifying the e-mail opened (outside a browser).
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(3);
    await expect(page.locator('[data-current="true"]').getByText('This session')).toBeVisible();
    // Every session shows the address it was opened from, as the sign-in history does.
    // (By its text, not its position: on a phone the row is a card that opens with its lead cells.)
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').filter({ hasText: /^127\.0\.0\.1$/ })).toHaveCount(1);
    }
    // The page is never wider than its viewport (a hidden label once made it 2,549 px wide).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectAccessible(page, '/security with three sessions');
    await page.screenshot({ path: screenPath(`sessions-${testInfo.project.name}-dark`), fullPage: true });

    // The other browser's row (the verification's session has no browser to name).
    const otherRow = page.locator('[data-current="false"]').filter({ hasText: 'Chrome' });
    await expect(otherRow).toHaveCount(1);
    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect(rows).toHaveCount(2);
    // The other tab learns at once (its socket is closed) and lands on the sign-in page.
    await expect(otherPage).toHaveURL(/\/login/, { timeout: 10_000 });
    // The member's own session goes on.
    await page.reload();
    await expect(page.getByTestId('session-row')).toHaveCount(2);
    await expect(page.locator('[data-current="true"]')).toHaveCount(1);
  });
});
