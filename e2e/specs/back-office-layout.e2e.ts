import type { Locator } from '@playwright/test';
import { BackOffice } from '../page-models/back-office.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { createDeposit, creditMember, operatorWrites } from '../support/money.js';
import { type ColorMode, expect, screenPath, test } from '../support/test.js';
import { openPosition } from '../support/trading.js';

// What an outside look at the back office tripped over: a menu that wrapped into four pinned rows
// on a phone, filters stacked before any row, bare numbers on phone cards, a dialog's Save below a
// laptop's fold, user names cut to "@…" in the support inbox, and member 360's own wording.

/** Whether a text is shown whole: not cut with an ellipsis nor clipped by its box. */
const shownWhole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

for (const colorMode of ['dark', 'light'] as ColorMode[]) {
  test(`on a phone the back office menu opens from a button and the filters fold (${colorMode})`, async ({
    signedIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone’s layout');
    // A deposit waits: the menu button says so, as the bar's Deposits entry does on a laptop.
    const member = await verifiedMember('phonebar');
    const memberContext = await signedIn(member);
    await createDeposit(memberContext, '50');
    const context = await signedIn('operator', { colorMode });
    const page = await context.newPage();
    const office = new BackOffice(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // One line of bar: no entry in it, the menu button instead.
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toContainText(/\d/);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height ?? 0).toBeLessThanOrEqual(64);

    await office.goTo('Withdrawals');
    await expect(page).toHaveURL(/\/admin\/withdrawals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');

    // The list comes before its filters: folded behind one button that counts those set.
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveText('Filters');
    await expect(page.getByLabel('Status')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await page.screenshot({ path: screenPath(`admin-phone-filters-folded-${colorMode}`), fullPage: true });
    await office.openFilters();
    await page.getByLabel('Status').selectOption('all');
    await expect(toggle).toHaveText('Filters (1)');
    await expect(page.getByLabel('To', { exact: true })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: screenPath(`admin-phone-filters-open-${colorMode}`), fullPage: true });

    // The drawer lists every entry, the current one marked.
    const nav = await office.navigation();
    await expect(nav.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: screenPath(`admin-phone-menu-open-${colorMode}`) });
    await nav.getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/\/admin\/packages$/);

    // A phone card names a bare value ("Active Yes"), not "Yes" alone.
    const card = page.getByRole('row').filter({ hasText: 'Starter (starter)' });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('cell').filter({ hasText: 'Active' })).toContainText('Yes');
  });
}

test('on a laptop the back office entries sit in one row, every one in sight', async ({ signedIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a laptop’s width');
  // Counts on the bar's badges (a pending deposit) make the entries wider: the row must still hold.
  const member = await verifiedMember('bar');
  const memberContext = await signedIn(member);
  await createDeposit(memberContext, '50');
  const context = await signedIn('operator');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/withdrawals');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: /^Deposits/ })).toContainText(/\d/);
  for (const entry of ['Dashboard', 'Jobs']) {
    await expect(nav.getByRole('link', { name: entry })).toBeInViewport({ ratio: 1 });
  }
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.height ?? 0).toBeLessThanOrEqual(72);
  await expect(page.getByRole('link', { name: 'Member area' })).toBeInViewport({ ratio: 1 });
});

test('a long form dialog keeps its Save button in sight at 1366×768', async ({ signedIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a laptop’s height');
  const member = await verifiedMember('dialogs');
  const uid = await uidOf(member);
  const context = await signedIn('operator');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'New package' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenPath('admin-package-dialog-1366x768') });
  // The fields scroll between the title and the actions.
  await dialog.getByLabel('Active').scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');

  await page.goto(`/admin/members/${uid}`);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Credit' })).toBeInViewport({ ratio: 1 });
});

test('the support inbox shows each member’s name and user name whole', async ({ signedIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the 1366 px inbox');
  // As long as the forms allow: a name that once left only "@…" of the user name.
  const member = await verifiedMember('inbox', 'USD', true);
  const memberContext = await signedIn(member);
  const context = await signedIn('operator');
  await operatorWrites(memberContext, context, 'Hello from support.');
  const page = await context.newPage();
  await page.goto('/admin/support');
  // Other tests' long-named members may have threads too: this member's is found by the user name.
  const thread = page
    .getByRole('region', { name: 'Threads' })
    .getByRole('button', { name: new RegExp(`@${member.userName}`) });
  const handle = thread.getByText(`@${member.userName}`, { exact: true });
  await expect(handle).toBeVisible();
  expect(await shownWhole(handle)).toBe(true);
  const name = thread.getByText(`${member.firstName} ${member.lastName}`, { exact: true });
  await expect(name).toBeVisible();
  expect(await shownWhole(name)).toBe(true);
  await page.screenshot({ path: screenPath('admin-support-long-names') });
});

test('member 360 says a position and its status as the rest of the back office', async ({ signedIn }) => {
  const member = await verifiedMember('m360words');
  const uid = await uidOf(member);
  const operator = await signedIn('operator');
  await creditMember(operator, uid, '500');
  const memberContext = await signedIn(member);
  const { number } = await openPosition(memberContext);
  const page = await operator.newPage();
  await page.goto(`/admin/members/${uid}`);
  const tabs = page.getByRole('tablist', { name: 'Member sections' });
  await tabs.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('BTC Buy 10×');
  await expect(row).not.toContainText('long');
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText('open', { exact: true })).toHaveCount(0);
});
