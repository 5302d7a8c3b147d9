import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackOffice } from '../page-models/back-office.js';
import { signInOperator, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { launch, newContext } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('an operator signs in as a member', () => {
  it('through a single-use /login-admin link, under a banner, and back', async () => {
    const member = await verifiedMember('imp');
    const context = await newContext(browser);
    await signInOperator(context);
    const page = await context.newPage();
    await new BackOffice(page).openMember(member.email);

    const linkResponse = page.waitForResponse((r) => r.url().endsWith('/sign-in-link'));
    await page.getByRole('button', { name: 'Sign in as member' }).click();
    const { path } = (await (await linkResponse).json()) as { path: string };
    expect(path).toMatch(new RegExp(`^/login-admin/${member.userName}/`));
    await page.getByText('Welcome User').waitFor();
    await page.getByText(`(${member.userName})`).waitFor();
    await page.getByText('An operator is signed in as this member.').waitFor();
    await expectAccessible(page, 'impersonation banner');
    await page.screenshot({ path: 'e2e/artifacts/screens/impersonation-desktop-dark.png' });

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForURL(/\/admin\/members\/.+/);
    await page.getByRole('heading', { name: `${member.firstName} ${member.lastName}` }).waitFor();

    // The link works once: opening it again is refused, and the operator stays themselves.
    await page.goto(path);
    await page.getByText('This sign-in link is invalid, expired or already used.').waitFor();
    await page.goto('/admin/members');
    await page.getByRole('table').waitFor();
    await context.close();
  });
});
