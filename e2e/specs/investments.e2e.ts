import { BackOffice } from '../page-models/back-office.js';
import { fundedMember } from '../support/money.js';
import { expect, screenPath, serverURL, test } from '../support/test.js';

/** Today's and tomorrow's profit days (PROFIT_TIME_ZONE is UTC in the test server). */
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test.describe('investments', () => {
  test('a member invests from the wallet; the operator pays tomorrow; the dashboard shows the profit', async ({
    signedIn,
  }, testInfo) => {
    const project = testInfo.project.name;
    const { member, operator: opContext } = await fundedMember(signedIn, 'inv', '250');

    const memberContext = await signedIn(member);
    const page = await memberContext.newPage();
    await page.goto('/investment');
    await expect(page.getByText('No investment yet.')).toBeVisible();
    await page.goto('/add-investment');
    await expect(page.getByRole('heading', { level: 1, name: 'Select an package' })).toBeVisible();
    await page.screenshot({ path: screenPath(`investments-flow-add-investment-${project}`), fullPage: true });
    await page.getByRole('link', { name: 'Invest in Starter' }).click();
    await expect(page).toHaveURL(/\/add-investment\/starter$/);
    await page.getByLabel('Amount').fill('100');
    await expect(page.getByTestId('expected-daily')).toContainText('0.50');
    await expect(page.getByTestId('expected-total')).toContainText('15.00');
    await page.screenshot({ path: screenPath(`investments-flow-add-investment-starter-${project}`), fullPage: true });
    await page.getByRole('button', { name: 'Invest' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('100.00');
    await confirm.getByRole('button', { name: 'Invest' }).click();
    await expect(page).toHaveURL(/\/invoice\/I-\d{6}$/);
    await expect(page.getByText('Active').first()).toBeVisible();
    await page.screenshot({ path: screenPath(`investments-flow-invoice-${project}`), fullPage: true });

    // Too much: a clear message with a way to add balance, and nothing changes.
    await page.goto('/add-investment/starter');
    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('button', { name: 'Invest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invest' }).click();
    await expect(page.getByRole('link', { name: 'Add balance' }).last()).toBeVisible();
    await page.goto('/add-investment/no-such-package');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The operator pays tomorrow's profit by hand; a second run pays nothing.
    const office = await opContext.newPage();
    const dialog = await new BackOffice(office).runProfitFor(tomorrow());
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect(dialog.getByRole('status')).toContainText('was already paid');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The reconciliation lists the day paid, due and paid alike, and counts the quiet days: its
    // 30 days now end on the day paid ahead, and it says so.
    const reconciled = office.getByRole('table', { name: 'Reconciliation' });
    await expect(reconciled.getByRole('row').filter({ hasText: tomorrow() })).toBeVisible();
    await expect(office.getByTestId('reconciliation-ahead')).toContainText(`Today is ${today()}`);
    await expect(
      office.getByText(new RegExp(`^\\d+ of the 30 days to ${tomorrow()} had nothing due and nothing paid`)),
    ).toBeVisible();
    await office.screenshot({ path: screenPath(`investments-flow-admin-investments-${project}`), fullPage: true });
    // The member in "All investments" links to their member 360 page.
    const mine = office.getByRole('table', { name: 'All investments' }).getByRole('row').filter({
      hasText: member.userName,
    });
    await mine.getByRole('link', { name: member.userName }).click();
    await expect(office).toHaveURL(/\/admin\/members\/[^/]+$/);
    await expect(office.getByRole('heading', { level: 1 })).toBeVisible();

    // The console's "Profit paid" counts the day paid ahead, and says its range runs to it.
    await office.goto('/admin');
    const profit = office.locator('[data-figure="profit"]');
    await expect(profit).toContainText(`30 days to ${tomorrow()}: today is ${today()}`);
    await expect(profit).not.toContainText(/^Profit paid0\.00 USD/);
    await office.screenshot({ path: screenPath(`investments-flow-console-${project}`), fullPage: true });
    // Both pages in light mode too, with the day paid ahead showing.
    const light = await (await signedIn('operator', { colorMode: 'light' })).newPage();
    for (const [path, name] of [
      ['/admin', 'console'],
      ['/admin/investments', 'admin-investments'],
    ] as const) {
      await light.goto(path);
      await expect(light.getByText(`today is ${today()}`, { exact: false }).first()).toBeVisible();
      await light.waitForLoadState('networkidle');
      await light.screenshot({ path: screenPath(`investments-flow-${name}-${project}-light`), fullPage: true });
    }

    // The member's dashboard: invested and profit to date.
    await page.goto('/');
    await expect(page.getByText('Profit to date').locator('..').locator('..')).toContainText('0.50');
    await expect(page.getByText('Total invested').locator('..').locator('..')).toContainText('100.00');
    await page.screenshot({ path: screenPath(`investments-flow-dashboard-${project}`), fullPage: true });
    await page.goto('/investment');
    await expect(page.getByText('Starter').first()).toBeVisible();
    await page.screenshot({ path: screenPath(`investments-flow-investment-${project}`), fullPage: true });
  });

  test('terms an operator changes while the member decides: the order is refused, the page shows the new terms', async ({
    signedIn,
  }, testInfo) => {
    const project = testInfo.project.name;
    const { member, operator: opContext } = await fundedMember(signedIn, 'terms', '250');
    const terms = {
      name: `Changing ${project}`,
      slug: `changing-${project}-${Date.now().toString(36)}`,
      description: 'Its terms change while a member decides.',
      minAmount: '10',
      maxAmount: '1000',
      dailyRate: '1',
      durationDays: 10,
      capitalReturned: true,
      referralRates: ['5', '2', '1'],
    };
    const created = await opContext.request.post('/api/admin/investment-packages', {
      data: terms,
      headers: { origin: serverURL() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const memberContext = await signedIn(member, { colorMode: project === 'phone' ? 'dark' : 'light' });
    const page = await memberContext.newPage();
    await page.goto(`/add-investment/${terms.slug}`);
    await expect(page.getByText('1 % a day for 10 days, capital back at the end').first()).toBeVisible();
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Invest' }).click();
    // Meanwhile the operator keeps the capital from now on.
    const edited = await opContext.request.put(`/api/admin/investment-packages/${id}`, {
      data: { ...terms, capitalReturned: false },
      headers: { origin: serverURL() },
    });
    expect(edited.status()).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Invest' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `The terms of ${terms.name} changed while you were deciding: it now pays 1 % a day for 10 days, capital not returned at the end (paid within the daily profit). Review them and invest again.`,
    );
    await expect(
      page.getByText('1 % a day for 10 days, capital not returned at the end (paid within the daily profit)').first(),
    ).toBeVisible();
    await page.screenshot({ path: screenPath(`investments-terms-changed-${project}`), fullPage: true });
    const balance = (await (await memberContext.request.get('/api/balance')).json()) as { balance: string };
    expect(balance.balance).toBe('250.00');
    // Confirmed again, on the terms now shown, it is bought.
    await page.getByRole('button', { name: 'Invest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invest' }).click();
    await expect(page).toHaveURL(/\/invoice\/I-\d{6}$/);
    await expect(
      page.getByText('capital not returned at the end (paid within the daily profit)').first(),
    ).toBeVisible();
  });
});
