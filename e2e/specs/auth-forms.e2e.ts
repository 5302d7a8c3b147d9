import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { verifiedMember } from '../support/accounts.js';
import { waitForMail } from '../support/mailbox.js';
import { expect, test } from '../support/test.js';

test.describe('forms tell a person what is wrong, field by field', () => {
  test('registration: a message under each bad field, a taken user name in any case, a taken e-mail not told', async ({
    page,
  }) => {
    const taken = await verifiedMember('taken');
    const auth = new AuthPages(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await expect(page.getByText('Enter your last name')).toBeVisible();

    await auth.fillRegistration({
      ...aMember(),
      userName: taken.userName.toUpperCase(),
      email: taken.email.toUpperCase(),
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This user name is taken')).toBeVisible();
    await expect(page.getByText('This e-mail is already registered')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/register');

    // A taken e-mail with a free user name: told to check the mail, as a new address is; the
    // owner's mail says someone tried.
    await auth.fillRegistration({ ...aMember(), email: taken.email.toUpperCase() });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/verify-pending/);
    await expect(page.getByText(/Check your mail: we sent a message to/)).toBeVisible();
    await waitForMail(taken.email, /Someone tried to register with your e-mail/);
  });

  test('sign-in: one generic message for wrong credentials', async ({ page }) => {
    await new AuthPages(page).signIn('nobody@example.com', 'Wrong-pass-1');
    await expect(page.getByText('The e-mail, user name or password is incorrect.')).toBeVisible();
  });

  test('forgot and reset password through the mailed link', async ({ page }) => {
    const m = await verifiedMember('reset');
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(m.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that address, we sent a link to reset the password.'),
    ).toBeVisible();

    const mail = await waitForMail(m.email, /Reset/);
    await page.goto(mail.link ?? '');
    await page.getByLabel('New password').fill('Reset-Pass-2026');
    await page.getByLabel('Confirm password').fill('Reset-Pass-2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

    await new AuthPages(page).signIn(m.email, 'Reset-Pass-2026');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('change password: a wrong current password is said under its field; success signs out other sessions', async ({
    signedIn,
  }) => {
    const m = await verifiedMember('change');
    const context = await signedIn(m);
    const page = await context.newPage();
    const other = await signedIn(m);

    await page.goto('/change-password');
    await page.getByLabel('Current password').fill('Not-the-password-1');
    await page.getByLabel('New password').fill('Changed-Pass-2026');
    await page.getByLabel('Confirm password').fill('Changed-Pass-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill(m.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/other sessions/i).first()).toBeVisible();

    const otherPage = await other.newPage();
    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/login/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});
