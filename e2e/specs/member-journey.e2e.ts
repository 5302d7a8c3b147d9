import type { Page } from '@playwright/test';
import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { BackOffice } from '../page-models/back-office.js';
import { Shell } from '../page-models/shell.js';
import { OPERATOR } from '../support/server.js';
import { expect, test } from '../support/test.js';

/** Marks the window so a test can prove a change arrived without a page reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

/** A live change must reach the member's open tab within this long. */
const LIVE = { timeout: 5_000 };

test.describe('a member, from referral link to live top bar, and the operator who runs it', () => {
  test('works end to end', async ({ newContext }) => {
    // A referrer who already has an account.
    const referrerPage = await (await newContext()).newPage();
    const referrer = aMember('ref');
    const refAuth = new AuthPages(referrerPage);
    await refAuth.register(referrer);
    await refAuth.verifyThroughMailbox(referrer.email);

    // The new member registers through the referral link and sees who referred them.
    const page = await (await newContext()).newPage();
    const auth = new AuthPages(page);
    const member = aMember('new');
    await page.goto(`/register/${referrer.userName}`);
    await expect(page.getByText(`Referred by ${referrer.firstName} ${referrer.lastName}`)).toBeVisible();
    await auth.fillRegistration(member);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/verify-pending/);
    await expect(page.getByRole('button', { name: /resend/i })).toBeVisible();

    // Signing in before verifying lands on the verify page, not in the app.
    await auth.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/verify-pending/);

    // The link proves the address: verifying signs the member in and opens the dashboard.
    await auth.verifyThroughMailbox(member.email);
    await expect(page.getByText(/verified/i).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    const shell = new Shell(page);
    await shell.expectGreeting(member);
    await expect(shell.badge()).toContainText('Free');
    await expect(shell.balance()).toContainText('0.00 USD');

    // The operator credits the member; the top bar follows live.
    const opPage = await (await newContext()).newPage();
    await new AuthPages(opPage).signIn(OPERATOR.email, OPERATOR.password);
    await expect(opPage).toHaveURL(/\/admin$/); // operators land on the back office's dashboard
    const office = new BackOffice(opPage);
    // Both projects run this journey on one server: start from the seeded EUR rate.
    await office.setRate('rateEUR', '0.92');
    await office.openMember(member.email);
    await markWindow(page);
    await office.credit('1000', 'Opening bonus');
    await expect(shell.balance()).toContainText('1,000.00 USD', LIVE);

    // The member switches to EUR and sees the converted label.
    await page.goto('/update-profile');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(shell.balance()).toContainText('920.00 EUR', LIVE);

    // The operator changes rateEUR: the member's top bar changes without a reload.
    await markWindow(page);
    await office.setRate('rateEUR', '0.95');
    await expect(shell.balance()).toContainText('950.00 EUR', LIVE);
    expect(await stillSameWindow(page)).toBe(true);

    // The operator makes the account Real.
    await office.openMember(member.email);
    await office.switchOn(/Real account/);
    await expect(shell.badge()).toContainText('Real', LIVE);
    expect(await stillSameWindow(page)).toBe(true);

    // Logout: Cancel keeps the session, Yes ends it.
    await shell.logout(false);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.reload();
    await shell.expectGreeting();
    await shell.logout(true);
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);

    // Signing in by user name works too. A banned member's open tab then lands on /login by itself.
    await auth.signIn(member.userName, member.password);
    await expect(page).not.toHaveURL(/\/login/); // back to the page they came from
    await shell.expectGreeting();
    await office.openMember(member.email);
    await office.switchOn(/Banned/, 'Fraudulent activity');
    // Signed out live: pushed, well before the hub's 30 s sweep (10 s spares a loaded machine).
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    await expect(page.getByText(/banned/i).first()).toBeVisible();
    await auth.signIn(member.email, member.password);
    await expect(page.getByText('This account has been banned.')).toBeVisible();
  });
});
