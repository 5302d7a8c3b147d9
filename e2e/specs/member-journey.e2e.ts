import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { BackOffice } from '../page-models/back-office.js';
import { Shell } from '../page-models/shell.js';
import { captureAll, launch, newPage } from '../support/browser.js';
import { OPERATOR } from '../support/global-setup.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await captureAll(browser, 'member-journey');
});
afterAll(() => browser?.close());

/** Marks the window so a test can prove a change arrived without a page reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

async function textOf(locator: ReturnType<Page['getByTestId']>, expected: string | RegExp, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = (await locator.textContent())?.trim() ?? '';
    if (typeof expected === 'string' ? last.includes(expected) : expected.test(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected "${expected}", last saw "${last}"`);
}

describe('a member, from referral link to live top bar, and the operator who runs it', () => {
  it('works end to end', async () => {
    // A referrer who already has an account.
    const referrerPage = await newPage(browser);
    const referrer = aMember('ref');
    const refAuth = new AuthPages(referrerPage);
    await refAuth.register(referrer);
    await referrerPage.waitForURL(/\/verify-pending/);
    await refAuth.verifyThroughMailbox(referrer.email);

    // The new member registers through the referral link and sees who referred them.
    const page = await newPage(browser);
    const auth = new AuthPages(page);
    const member = aMember('new');
    await page.goto(`/register/${referrer.userName}`);
    await page.getByText(`Referred by ${referrer.firstName} ${referrer.lastName}`).waitFor();
    await auth.fillRegistration(member);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/verify-pending/);
    await page.getByRole('button', { name: /resend/i }).waitFor();

    // Signing in before verifying lands on the verify page, not in the app.
    await auth.signIn(member.email, member.password);
    await page.waitForURL(/\/verify-pending/);

    await auth.verifyThroughMailbox(member.email);
    await page
      .getByText(/verified/i)
      .first()
      .waitFor();
    await auth.signIn(member.userName, member.password);
    await page.waitForURL((url) => url.pathname === '/');

    const shell = new Shell(page);
    await page.getByText('Welcome User').waitFor();
    await page.getByText(`${member.firstName} ${member.lastName}`).first().waitFor();
    await page.getByText(`(${member.userName})`).waitFor();
    expect(await textOf(shell.badge(), 'Free')).toContain('Free');
    expect(await textOf(shell.balance(), '0.00 USD')).toContain('0.00 USD');

    // The operator credits the member; the top bar follows live.
    const opPage = await newPage(browser);
    await new AuthPages(opPage).signIn(OPERATOR.email, OPERATOR.password);
    await opPage.waitForURL((url) => url.pathname === '/');
    const office = new BackOffice(opPage);
    await office.openMember(member.email);
    await markWindow(page);
    await office.credit('1000', 'Opening bonus');
    expect(await textOf(shell.balance(), '1,000.00 USD')).toContain('1,000.00 USD');

    // The member switches to EUR and sees the converted label.
    await page.goto('/update-profile');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await textOf(shell.balance(), '920.00 EUR')).toContain('920.00 EUR');

    // The operator changes rateEUR: the member's top bar changes without a reload.
    await markWindow(page);
    await office.setRate('rateEUR', '0.95');
    expect(await textOf(shell.balance(), '950.00 EUR')).toContain('950.00 EUR');
    expect(await stillSameWindow(page)).toBe(true);

    // The operator makes the account Real.
    await office.openMember(member.email);
    await office.switchOn(/Real account/);
    expect(await textOf(shell.badge(), 'Real')).toContain('Real');
    expect(await stillSameWindow(page)).toBe(true);

    // Logout: Cancel keeps the session, Yes ends it.
    await shell.logout(false);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.reload();
    await page.getByText('Welcome User').waitFor();
    await shell.logout(true);
    await page.waitForURL(/\/login/);
    await page.goto('/profile');
    await page.waitForURL(/\/login/);

    // A banned member's open tab lands on /login by itself.
    await auth.signIn(member.email, member.password);
    await page.waitForURL((url) => url.pathname !== '/login'); // back to the page they came from
    await page.getByText('Welcome User').waitFor();
    await office.openMember(member.email);
    await office.switchOn(/Banned/, 'Fraudulent activity');
    await page.waitForURL(/\/login/, { timeout: 2000 }); // signed out live within 2 seconds
    await page
      .getByText(/banned/i)
      .first()
      .waitFor();
    await auth.signIn(member.email, member.password);
    await page.getByText('This account has been banned.').waitFor();
  });
});
