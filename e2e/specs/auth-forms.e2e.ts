import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { signInContext, verifiedMember } from '../support/accounts.js';
import { launch, newContext, newPage } from '../support/browser.js';
import { waitForMail } from '../support/mailbox.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('forms tell a person what is wrong, field by field', () => {
  it('registration: a message under each bad field, and taken names in any case', async () => {
    const taken = await verifiedMember('taken');
    const page = await newPage(browser);
    const auth = new AuthPages(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter your first name').waitFor();
    await page.getByText('Enter your last name').waitFor();

    await auth.fillRegistration({
      ...aMember(),
      userName: taken.userName.toUpperCase(),
      email: taken.email.toUpperCase(),
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('This user name is taken').waitFor();
    await page.getByText('This e-mail is already registered').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('sign-in: one generic message for wrong credentials', async () => {
    const page = await newPage(browser);
    await new AuthPages(page).signIn('nobody@example.com', 'Wrong-pass-1');
    await page.getByText('The e-mail, user name or password is incorrect.').waitFor();
  });

  it('forgot and reset password through the mailed link', async () => {
    const m = await verifiedMember('reset');
    const page = await newPage(browser);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(m.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that address, we sent a link to reset the password.').waitFor();

    const mail = await waitForMail(m.email, /Reset/);
    await page.goto(mail.link ?? '');
    await page.getByLabel('New password').fill('Reset-Pass-2026');
    await page.getByLabel('Confirm password').fill('Reset-Pass-2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();

    await new AuthPages(page).signIn(m.email, 'Reset-Pass-2026');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('change password: a wrong current password is said under its field; success signs out other sessions', async () => {
    const m = await verifiedMember('change');
    const context = await newContext(browser);
    await signInContext(context, m.email, m.password);
    const page = await context.newPage();
    const other = await newContext(browser);
    await signInContext(other, m.email, m.password);

    await page.goto('/change-password');
    await page.getByLabel('Current password').fill('Not-the-password-1');
    await page.getByLabel('New password').fill('Changed-Pass-2026');
    await page.getByLabel('Confirm password').fill('Changed-Pass-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(m.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText(/other sessions/i)
      .first()
      .waitFor();

    const otherPage = await other.newPage();
    await otherPage.goto('/profile');
    await otherPage.waitForURL(/\/login/);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});
