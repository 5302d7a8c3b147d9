import type { Page } from '@playwright/test';
import { MoneyForms } from '../page-models/money-forms.js';
import { Shell } from '../page-models/shell.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { submitKyc } from '../support/kyc.js';
import { createDeposit, createWithdrawal, creditMember, saveBankDetails, setMoneyRules } from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';

// What a member tripped over in the money pages (issue 17): each walk as the member did it.

const DEFAULT_RULES = { depositMin: '10', depositMax: '100000', withdrawalMin: '10', withdrawalFee: '2' };

test.describe('member money forms', () => {
  test('a refused deposit or withdrawal is corrected and accepted, without a reload', async ({
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('fix');
    const context = await signedIn(member);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '250');
    const page = await context.newPage();
    const forms = new MoneyForms(page);

    // A deposit of 5: refused, corrected, accepted.
    await page.goto('/add-balance');
    await expect(page.getByLabel('Payment method')).toBeVisible();
    await forms.deposit('5');
    await forms.expectRefused('Enter an amount from 10.00 to 100,000.00 USD');
    await forms.deposit('50');
    await expect(page).toHaveURL(/\/invoice-balance\/.+/);

    try {
      // The server refuses what the page thought fine (the operator raised the minimum meanwhile):
      // the corrected form is a new request, not "a key used for a different request".
      await page.goto('/add-balance');
      await expect(page.getByLabel('Payment method')).toBeVisible();
      await setMoneyRules(operator, { depositMin: '60' });
      await forms.deposit('55');
      await forms.expectRefused('Enter an amount from 60.00 to 100,000.00 USD');
      await forms.deposit('70');
      await expect(page).toHaveURL(/\/invoice-balance\/.+/);

      // A withdrawal above the balance: told before any password, corrected, accepted.
      await saveBankDetails(context, member.password);
      await page.goto('/withdrawal');
      await expect(page.getByLabel('Destination')).toBeVisible();
      // The password was proven a moment ago: nothing says it will be asked.
      await expect(page.getByText('You will be asked for your password')).toHaveCount(0);
      await forms.withdraw('300');
      await forms.expectRefused(
        'Not enough money: this withdrawal holds 302.00 USD with the fee, and 250.00 USD is available.',
      );
      await expect(forms.stepUp).toHaveCount(0);
      await forms.withdraw('100');
      await expect(page).toHaveURL(/\/invoice-wd\/.+/);

      // Refused by the server (the minimum went up after the page loaded), corrected, accepted.
      await page.goto('/withdrawal');
      await expect(page.getByLabel('Destination')).toBeVisible();
      await setMoneyRules(operator, { withdrawalMin: '50' });
      await forms.withdraw('20');
      await forms.expectRefused('The minimum withdrawal is 50.00 USD');
      await forms.withdraw('60');
      await expect(page).toHaveURL(/\/invoice-wd\/.+/);
      await page.screenshot({ path: screenPath(`withdrawal-accepted-${testInfo.project.name}`), fullPage: true });
    } finally {
      await setMoneyRules(operator, DEFAULT_RULES);
    }
  });

  test('a new session is told it will be asked for its password, and checked amounts come first', async ({
    signedIn,
  }) => {
    const member = await verifiedMember('ask');
    const first = await signedIn(member);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '40');
    await saveBankDetails(first, member.password);

    // Another sign-in is another session, whose password is not proven yet.
    const context = await signedIn(member);
    const page = await context.newPage();
    const forms = new MoneyForms(page);
    await page.goto('/withdrawal');
    await expect(page.getByText('You will be asked for your password.')).toBeVisible();
    await forms.withdraw('39');
    await forms.expectRefused(
      'Not enough money: this withdrawal holds 41.00 USD with the fee, and 40.00 USD is available.',
    );
    await expect(forms.stepUp).toHaveCount(0);
    await forms.withdraw('30');
    await forms.confirmPassword(member.password);
    await expect(page).toHaveURL(/\/invoice-wd\/.+/);
    await page.goto('/withdrawal');
    await expect(page.getByLabel('Destination')).toBeVisible();
    await expect(page.getByText('You will be asked for your password')).toHaveCount(0);
  });
});

/** The bounding box of `cell`, which must be on screen. */
async function boxOf(page: Page, text: string) {
  const box = await page.getByText(text, { exact: true }).first().boundingBox();
  if (!box) throw new Error(`${text} is not on the page`);
  return box;
}

test.describe('member pages on a phone', () => {
  test('withdrawals show amount and status first, numbers on one line; the top bar shows the full balance', async ({
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('cards');
    const context = await signedIn(member);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '1234567.89');
    await createWithdrawal(context, member.password, '302');
    const page = await context.newPage();
    const shell = new Shell(page);
    const width = page.viewportSize()?.width ?? 0;

    await page.goto('/view-withdrawal');
    const table = page.getByRole('table', { name: 'Withdrawals' });
    const row = table.getByRole('row').filter({ hasText: 'Pending' });
    await expect(row).toBeVisible();
    // Amount and status on screen, the number whole on one line.
    for (const text of ['302.00 USD', 'Pending']) {
      const box = await boxOf(page, text);
      expect(box.x + box.width, `${text} on screen`).toBeLessThanOrEqual(width);
    }
    const number = row.getByRole('link', { name: /^W-\d{6}$/ });
    const numberBox = await number.boundingBox();
    expect(numberBox?.height ?? 99, 'the number on one line').toBeLessThan(30);
    await page.screenshot({ path: screenPath(`view-withdrawal-cards-${testInfo.project.name}`), fullPage: true });

    // The top bar: never "1.23M": 2 decimals and thousands commas, the badge beside or below.
    await expect(shell.balance()).toHaveText('1,234,263.89 USD');
    const balance = await shell.balance().boundingBox();
    expect((balance?.x ?? 0) + (balance?.width ?? 0)).toBeLessThanOrEqual(width);
    await expect(shell.badge()).toBeVisible();

    await page.goto('/wallet');
    await expect(page.getByRole('table', { name: 'Wallet history' })).toBeVisible();
    const amountBox = await boxOf(page, '+1,234,567.89 USD');
    expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(width);
  });

  test('the chat button stays under an open drawer', async ({ signedIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the drawer covers the page only on a phone');
    const member = await verifiedMember('drawer');
    const context = await signedIn(member);
    const page = await context.newPage();
    await page.goto('/');
    const chat = page.getByRole('button', { name: /^Open chat/ });
    await expect(chat).toBeVisible();
    // Measured before: an open drawer hides the page behind it from the accessibility tree.
    const box = await chat.boundingBox();
    if (!box) throw new Error('no chat button');
    await new Shell(page).openDrawer();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const onTop = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[aria-label^="Open chat"]')),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, 'the chat button floats above the drawer backdrop').toBe(false);
  });
});

test.describe('a new member', () => {
  test('the dashboard says what to do next until it is done, and shows the latest movements', async ({
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('next');
    const context = await signedIn(member);
    const page = await context.newPage();
    await page.goto('/');
    const steps = page.getByRole('list', { name: 'Next steps' });
    for (const step of [
      'Verify your identity (KYC)',
      'Add your payout details',
      'Turn on two-factor authentication',
      'Make your first deposit',
    ]) {
      await expect(steps.getByRole('link', { name: step })).toBeVisible();
    }
    await expect(page.getByText('KYC: Not submitted')).toBeVisible();
    await expect(page.getByText('Two-factor: Off')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Latest movements' })).toContainText('No movements yet.');
    await page.screenshot({ path: screenPath(`dashboard-new-member-${testInfo.project.name}`), fullPage: true });

    // Payout details saved and a first deposit made: those two steps are done, not links any more.
    await saveBankDetails(context, member.password);
    await createDeposit(context, '50');
    // An invoice sent, not approved yet: the step is the member's done, waiting on the desk.
    await page.reload();
    const depositStep = steps.getByRole('listitem').filter({ hasText: 'Make your first deposit' });
    await expect(depositStep).toHaveAttribute('data-done', 'waiting');
    await expect(depositStep).toContainText('Waiting for payment or approval');
    await expect(depositStep.getByRole('link')).toHaveCount(0);
    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '75');
    await page.reload();
    await expect(steps.getByRole('link', { name: 'Verify your identity (KYC)' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Add your payout details' })).toHaveCount(0);
    await expect(steps.getByRole('link', { name: 'Make your first deposit' })).toHaveCount(0);
    await expect(steps.getByText('Make your first deposit')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Latest movements' })).toContainText('+75.00 USD');
    await expect(depositStep).toHaveAttribute('data-done', 'true');

    // Documents sent for review: the KYC step is ticked and waiting, in the KYC page's words, not a task.
    await submitKyc(context);
    await page.reload();
    const kycStep = steps.getByRole('listitem').filter({ hasText: 'Verify your identity (KYC)' });
    await expect(kycStep).toHaveAttribute('data-done', 'waiting');
    await expect(kycStep).toContainText('Pending review');
    await expect(kycStep.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('KYC: Pending review')).toBeVisible();
    await page.screenshot({ path: screenPath(`dashboard-kyc-pending-${testInfo.project.name}`), fullPage: true });
  });

  test('the Wallet group stays open on an invoice, its item highlighted; a bank transfer asks no hash', async ({
    signedIn,
  }) => {
    const member = await verifiedMember('nav');
    const context = await signedIn(member);
    const deposit = await createDeposit(context, '50');
    const page = await context.newPage();
    const shell = new Shell(page);
    await page.goto(`/invoice-balance/${deposit}`);
    await expect(page.getByText('Upload proof')).toBeVisible();
    await expect(page.getByLabel('Transaction hash')).toHaveCount(0);
    await shell.openDrawer();
    await expect(page.getByRole('link', { name: 'Add balance' })).toHaveAttribute('aria-current', 'page');
    await shell.closeDrawer();

    const operator = await signedIn('operator');
    await creditMember(operator, await uidOf(member), '100');
    const withdrawal = await createWithdrawal(context, member.password, '20');
    await page.goto(`/invoice-wd/${withdrawal}`);
    await expect(page.getByText('Cancel withdrawal')).toBeVisible();
    await shell.openDrawer();
    await expect(page.getByRole('link', { name: 'Withdrawal', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
