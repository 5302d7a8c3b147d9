import { MoneyForms } from '../page-models/money-forms.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { createDeposit, creditMember, saveBankDetails } from '../support/money.js';
import { type ColorMode, expect, screenPath, test } from '../support/test.js';

// Issue 17.8: a KRW member types amounts in KRW, converted at the operator's rate (1 USD = 1,385.50
// KRW, the seeded rate), and the server receives USD cents; every range message reads formatted.
// And the step-up's lockout reaches the member as words, not a crash.

const MODES: ColorMode[] = ['light', 'dark'];

test.describe('amounts in the member currency', () => {
  for (const colorMode of MODES) {
    test(`a KRW member deposits an amount typed in KRW (${colorMode})`, async ({ signedIn }, testInfo) => {
      const member = await verifiedMember('krw', 'KRW');
      const context = await signedIn(member, { colorMode });
      const page = await context.newPage();
      const forms = new MoneyForms(page);
      const shot = (name: string) =>
        page.screenshot({ path: screenPath(`currency-${name}-${testInfo.project.name}-${colorMode}`), fullPage: true });

      await page.goto('/add-balance');
      await expect(page.getByLabel('Payment method')).toBeVisible();
      // The member's own currency is chosen; the rate is shown as amounts are.
      const toggle = page.getByRole('group', { name: 'Currency to type in' });
      await expect(toggle.getByRole('button', { name: 'KRW' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('1 USD = 1,385.50 KRW')).toBeVisible();
      await expect(
        page.getByText(/^From [\d,]+\.\d\d to 138,550,000\.00 KRW \([\d,]+\.\d\d to 100,000\.00 USD\)$/),
      ).toBeVisible();

      // Too little, typed in KRW: the range is told formatted, in both currencies.
      await forms.deposit('5,000');
      await forms.expectRefused(
        /^Enter an amount from [\d,]+\.\d\d to 138,550,000\.00 KRW \([\d,]+\.\d\d to 100,000\.00 USD\)$/,
      );
      await shot('range-error');
      // The toggle and the longer hint keep the page accessible and no wider than the window.
      await expectAccessible(page, `/add-balance as a KRW member (${colorMode})`);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // In USD the other currency is the hint; back in KRW the same amount reads in KRW.
      await forms.typeIn('USD');
      await forms.amount.fill('50');
      await expect(page.getByText('≈ 69,275.00 KRW')).toBeVisible();
      await forms.typeIn('KRW');
      await expect(forms.amount).toHaveValue('69275.00');

      // 100,000 KRW is 72.18 USD (half-up to the cent): the invoice asks for that.
      await forms.amount.fill('100,000');
      // No USD cent lands on 100,000 KRW: the hint says what it counts as, as the invoice will.
      await expect(page.getByText('≈ 72.18 USD (100,005.39 KRW at this rate)')).toBeVisible();
      await shot('add-balance');
      await page.getByRole('button', { name: 'Create invoice' }).click();
      await expect(page).toHaveURL(/\/invoice-balance\/.+/);
      await expect(page.getByText('72.18 USD').first()).toBeVisible();
      await expect(page.getByText('100,005.39 KRW').first()).toBeVisible();
      await shot('invoice');
    });
  }

  test('a KRW member is told the withdrawal minimum and balance in both currencies', async ({ signedIn }, testInfo) => {
    const member = await verifiedMember('krwout', 'KRW');
    const context = await signedIn(member);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '100');
    await saveBankDetails(context, member.password);
    const page = await context.newPage();
    const forms = new MoneyForms(page);

    await page.goto('/withdrawal');
    await expect(page.getByLabel('Destination')).toBeVisible();
    await forms.withdraw('1,000');
    await forms.expectRefused(/^The minimum withdrawal is [\d,]+\.\d\d KRW \([\d,]+\.\d\d USD\)$/);
    await forms.withdraw('200,000');
    await forms.expectRefused(
      /^Not enough money: this withdrawal holds [\d,]+\.\d\d KRW \([\d,]+\.\d\d USD\) with the fee, and 138,550\.00 KRW \(100\.00 USD\) is available\.$/,
    );
    await page.screenshot({ path: screenPath(`currency-withdrawal-${testInfo.project.name}`), fullPage: true });
  });
});

test.describe('step-up lockout', () => {
  test('after too many wrong passwords the member reads the lockout, and the page still works', async ({
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('lock', 'KRW');
    const first = await signedIn(member);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '100');
    await saveBankDetails(first, member.password);

    // A second session, whose password is not proven yet, asks for it.
    const context = await signedIn(member);
    const page = await context.newPage();
    const forms = new MoneyForms(page);
    await page.goto('/withdrawal');
    await expect(page.getByText('You will be asked for your password.')).toBeVisible();
    await forms.typeIn('USD');
    await forms.withdraw('20');
    await expect(forms.stepUp).toBeVisible();
    // Five wrong guesses (SIGN_IN_MAX_FAILURES_PER_ACCOUNT), each told under the password.
    // (They count on 127.0.0.1's failures too: well under SIGN_IN_MAX_FAILURES_PER_ADDRESS's 30.)
    const stepUpAnswer = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/account/step-up') && r.request().method() === 'POST');
    for (let i = 0; i < 5; i++) {
      const answer = stepUpAnswer();
      await forms.confirmPassword(`Wrong-Pass-${i}9`);
      expect((await answer).status()).not.toBe(429);
      await expect(forms.stepUp.getByText('That password is not correct.')).toBeVisible();
    }
    // The next one, even the right password, is refused with the lockout in words.
    const answer = stepUpAnswer();
    await forms.confirmPassword(member.password);
    expect((await answer).status()).toBe(429);
    await expect(forms.stepUp.getByRole('alert')).toContainText(
      /Too many failed sign-ins on this account\. Try again in \d+ minutes?, or reset your password\./,
    );
    await page.screenshot({ path: screenPath(`step-up-lockout-${testInfo.project.name}`), fullPage: true });
    // Cancelling leaves the form as it was: no crash, nothing held.
    await forms.stepUp.getByRole('button', { name: 'Cancel' }).click();
    await expect(forms.stepUp).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeEnabled();
    await expect(page.getByText('Confirm your password to continue.')).toBeVisible();
  });
});

test.describe('uploads of several megabytes', () => {
  test('a 4 MB proof shows its progress while it travels, then is received', async ({ signedIn }, testInfo) => {
    const member = await verifiedMember('upload', 'KRW');
    const context = await signedIn(member);
    const slug = await createDeposit(context, '50');
    const page = await context.newPage();
    await page.goto(`/invoice-balance/${slug}`);
    await expect(page.getByText('Pending').first()).toBeVisible();

    // A slow uplink (512 kB/s), so a 4 MB file takes seconds, as on a phone network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    const body = Buffer.alloc(4 * 1024 * 1024, 0x20);
    body.write('%PDF-1.4\n', 0);
    body.write('\n%%EOF\n', body.length - 7);
    await page.getByLabel('Receipt (image or PDF)').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: body,
    });
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
    await page.screenshot({ path: screenPath(`upload-progress-${testInfo.project.name}`), fullPage: true });
    // It moves: a later reading is higher than the first.
    const first = Number(await progress.getAttribute('aria-valuenow'));
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
    await expect(page.getByText('Proof received')).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });
});
