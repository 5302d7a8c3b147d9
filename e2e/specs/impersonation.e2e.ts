import { BackOffice } from '../page-models/back-office.js';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { expect, screenPath, test } from '../support/test.js';

test.describe('an operator signs in as a member', () => {
  test('through a single-use /login-admin link, under a banner, and back', async ({ signedIn }, testInfo) => {
    const member = await verifiedMember('imp');
    const page = await (await signedIn('operator')).newPage();
    await new BackOffice(page).openMember(member.email);

    const linkResponse = page.waitForResponse((r) => r.url().endsWith('/sign-in-link'));
    await page.getByRole('button', { name: 'Sign in as member' }).click();
    const { path } = (await (await linkResponse).json()) as { path: string };
    expect(path).toMatch(new RegExp(`^/login-admin/${member.userName}/`));
    await new Shell(page).expectGreeting(member);
    await expect(page.getByText('An operator is signed in as this member.')).toBeVisible();
    await expectAccessible(page, 'impersonation banner');
    // No colour mode seeded: the app's default, dark.
    await page.screenshot({ path: screenPath(`impersonation-${testInfo.project.name}-dark`) });

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page).toHaveURL(/\/admin\/members\/.+/);
    await expect(page.getByRole('heading', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();

    // The link works once: opening it again is refused, and the operator stays themselves.
    await page.goto(path);
    await expect(page.getByText('This sign-in link is invalid, expired or already used.')).toBeVisible();
    await page.goto('/admin/members');
    await expect(page.getByRole('table')).toBeVisible();
  });
});
