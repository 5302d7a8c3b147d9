import { AuthPages } from '../page-models/auth-pages.js';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { totpNow, totpPrevious } from '../support/documents.js';
import { waitForMail } from '../support/mailbox.js';
import { expect, screenPath, test } from '../support/test.js';

test.describe('two-factor sign-in', () => {
  test('a member enables 2FA, signs out, and signs in with a code from the shown secret', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await verifiedMember('tfa');
    const auth = new AuthPages(page);
    await auth.signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);

    await page.goto('/security');
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
    // The secret is shown in groups of four, as authenticator apps show it.
    const shown = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shown.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The backup codes can be copied and downloaded.
    const codes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'Copy the backup codes' }).click();
    // The page writes the clipboard after the click returns: read until it holds the codes.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup codes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('backup-codes.txt');
    const saved = await file.path();
    const { readFile } = await import('node:fs/promises');
    for (const code of codes) expect(await readFile(saved, 'utf8')).toContain(code);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectAccessible(page, '2FA set-up');
    await page.screenshot({ path: screenPath(`two-factor-setup-${testInfo.project.name}-dark`), fullPage: true });

    await page.getByLabel('Code from the app').fill(await totpPrevious(secret));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    // Turning it on is mailed to the member.
    await waitForMail(member.email, /Two-factor sign-in is on/);

    await new Shell(page).logout(true);
    await expect(page).toHaveURL(/\/login/);
    await auth.signIn(member.email, member.password);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    await expectAccessible(page, 'sign-in asking for the code');
    await page.screenshot({ path: screenPath(`sign-in-code-${testInfo.project.name}-dark`) });
    await code.fill('000000' === (await totpNow(secret)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The authentication code is incorrect.')).toBeVisible();
    await code.fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await new Shell(page).expectGreeting(member);
  });
});
