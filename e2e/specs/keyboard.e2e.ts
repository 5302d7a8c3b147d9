import type { Page } from '@playwright/test';
import { verifiedMember } from '../support/accounts.js';
import { expectVisibleFocus, focusedLabel, skipToContent, tabTo } from '../support/keyboard.js';
import { createWithdrawal, fundedMember, withdrawalNumber } from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';

// A member who cannot use a mouse: every main journey with the keyboard alone. Each stop on the
// way must be in the window and show where focus is (tabTo checks them); data is set up by API.
const LIVE = { timeout: 10_000 };

const press = (page: Page, ...keys: string[]) =>
  keys.reduce((p, k) => p.then(() => page.keyboard.press(k)), Promise.resolve());

test('a member opens a position, sets its take profit and closes it with the keyboard only', async ({
  signedIn,
}, testInfo) => {
  test.slow();
  const tag = testInfo.project.name;
  const { member } = await fundedMember(signedIn, 'keys', '1000');
  // Both colour modes see the rings: dark on the desktop, light on the phone.
  const mode = tag === 'phone' ? 'light' : 'dark';
  const context = await signedIn(member, { colorMode: mode });
  const page = await context.newPage();

  // 1. The order panel: Sell, then back to Buy; the amount typed; the leverage by arrow keys.
  await page.goto('/trade/BTC/bitcoin');
  await expect(page.getByText('Indicative price')).toBeVisible(LIVE);
  await skipToContent(page, screenPath(`keyboard-skip-link-${tag}-${mode}`));
  // The side is one tab stop; the arrow keys move between Buy and Sell.
  await tabTo(page, /^button "Buy"/, { inMain: true });
  await press(page, 'ArrowRight');
  expect((await expectVisibleFocus(page, 'after ArrowRight on Buy')).label).toBe('button "Sell"');
  await press(page, 'Space');
  await expect(page.getByRole('button', { name: 'Sell' })).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'ArrowLeft');
  expect((await expectVisibleFocus(page, 'after ArrowLeft on Sell')).label).toBe('button "Buy"');
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Buy' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: screenPath(`keyboard-trade-side-${tag}-${mode}`) });
  await tabTo(page, /^input "Amount \(USD\)/);
  await press(page, 'ControlOrMeta+A');
  await page.keyboard.type('50');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('50');
  await tabTo(page, /^combobox "Leverage"/);
  await page.screenshot({ path: screenPath(`keyboard-trade-leverage-${tag}-${mode}`) });
  await press(page, 'Enter');
  await expect(page.getByRole('option', { name: '10×' })).toBeFocused();
  await press(page, 'ArrowUp', 'ArrowUp');
  await expectVisibleFocus(page, 'in the leverage menu');
  await page.screenshot({ path: screenPath(`keyboard-trade-leverage-menu-${tag}-${mode}`) });
  await press(page, 'Enter');
  await expect(page.getByRole('combobox', { name: 'Leverage' })).toHaveText('8×');
  await expect(page.getByRole('combobox', { name: 'Leverage' })).toBeFocused();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0); // the menu's exit transition done
  await tabTo(page, /^button "Open position"/);
  await page.screenshot({ path: screenPath(`keyboard-trade-open-${tag}-${mode}`) });
  await press(page, 'Enter');
  const confirm = page.getByRole('dialog', { name: 'Buy BTC' });
  await expect(confirm.getByText('8×')).toBeVisible();
  await tabTo(page, /^button "Open position"/);
  await press(page, 'Enter');
  await expect(page.getByText(/Position P-\d{6} opened at/)).toBeVisible();
  await expect(confirm).toBeHidden();
  // Back where the member was: on the panel's action, for a next order.
  expect(await focusedLabel(page)).toMatch(/^button "Open position"/);
  const number = (await page.getByText(/Position P-\d{6} opened at/).textContent())?.match(/P-\d{6}/)?.[0] ?? '';

  // 2. /on-trade: TP/SL set through its dialog, then the position closed.
  const markets = (await (await context.request.get('/api/trading/markets')).json()) as {
    symbol: string;
    price: string;
  }[];
  const takeProfit = Math.ceil(Number(markets.find((m) => m.symbol === 'BTC')?.price) * 1.5).toFixed(2);
  await page.goto('/on-trade');
  const row = page.locator(`[data-position="${number}"]`);
  await expect(row).toContainText('BTC');
  await skipToContent(page);
  await tabTo(page, /^button "TP\/SL"/, { inMain: true });
  await page.screenshot({ path: screenPath(`keyboard-on-trade-tpsl-${tag}-${mode}`) });
  await press(page, 'Enter');
  const targets = page.getByRole('dialog', { name: `${number} · BTC` });
  await expect(targets).toBeVisible();
  await tabTo(page, /^input "Take profit"/);
  await page.keyboard.type(takeProfit);
  await tabTo(page, /^button "Save"/);
  await press(page, 'Enter');
  await expect(targets).toBeHidden();
  await expect(row).toContainText(`TP ${Number(takeProfit).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  // Focus is back on the button that opened the dialog.
  await expectVisibleFocus(page, 'after saving TP/SL');
  await expect(row.getByRole('button', { name: 'TP/SL' })).toBeFocused();

  await tabTo(page, /^button "Close"/);
  await press(page, 'Enter');
  const closing = page.getByRole('dialog', { name: `Close ${number}` });
  await expect(closing).toBeVisible();
  await tabTo(page, /^button "Close position"/);
  await press(page, 'Enter');
  await expect(page.getByText(new RegExp(`${number} closed at`))).toBeVisible();
  await expect(row).toHaveCount(0);
  // The row and its buttons are gone: focus lands on a meaningful place, not on <body>.
  await expect.poll(() => focusedLabel(page)).toBe('h1 "Open positions"');
  await expectVisibleFocus(page, 'after closing the position');
  await page.screenshot({ path: screenPath(`keyboard-on-trade-closed-${tag}-${mode}`) });
});

test('the drawer: a menu entry opened with Enter; on a phone the menu opens and Escape closes it', async ({
  signedIn,
}, testInfo) => {
  const tag = testInfo.project.name;
  const member = await verifiedMember('keysnav');
  for (const colorMode of ['dark', 'light'] as const) {
    const context = await signedIn(member, { colorMode });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (tag === 'phone') {
      // While the drawer is open the page behind it is hidden from the accessibility tree.
      const menu = page.getByRole('button', { name: 'Open navigation', includeHidden: true });
      const drawer = page.getByRole('navigation', { name: 'Main navigation' });
      await tabTo(page, /^button "Open navigation"/);
      await press(page, 'Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeInViewport({ ratio: 1 }); // slid in
      await tabTo(page, /^button "Trade"/);
      await page.screenshot({ path: screenPath(`keyboard-drawer-${tag}-${colorMode}`) });
      await press(page, 'Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      // The backdrop fades out first.
      await expect(async () => expectVisibleFocus(page, 'after Escape closed the drawer')).toPass();
      await press(page, 'Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeInViewport({ ratio: 1 }); // slid in
    }
    await tabTo(page, /^button "Trade"/);
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Trade', expanded: true })).toBeVisible();
    await tabTo(page, /^a "Open positions"/);
    await page.screenshot({ path: screenPath(`keyboard-drawer-entry-${tag}-${colorMode}`) });
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/on-trade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
    await expectVisibleFocus(page, 'after opening a menu entry');
    await context.close();
  }
});

test('a member creates a deposit invoice with the keyboard only', async ({ signedIn }, testInfo) => {
  const tag = testInfo.project.name;
  const member = await verifiedMember('keysdep');
  for (const colorMode of ['dark', 'light'] as const) {
    const context = await signedIn(member, { colorMode });
    const page = await context.newPage();
    await page.goto('/add-balance');
    await expect(page.getByLabel('Payment method')).toBeVisible();
    await skipToContent(page, screenPath(`keyboard-skip-link-${tag}-${colorMode}`));
    await tabTo(page, /^input "Amount/, { inMain: true });
    await page.keyboard.type('50');
    await tabTo(page, /^(combobox|select) "Payment method/);
    await tabTo(page, /^button "Create invoice"/);
    await page.screenshot({ path: screenPath(`keyboard-add-balance-${tag}-${colorMode}`) });
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/invoice-balance\/.+/);
    await context.close();
  }
});

test('an operator reads a withdrawal’s destination and approves it with the keyboard only', async ({
  signedIn,
}, testInfo) => {
  const tag = testInfo.project.name;
  // The other mode than the member's journey on each size: both are seen.
  const mode = tag === 'phone' ? 'dark' : 'light';
  const { member } = await fundedMember(signedIn, 'keysdesk', '500');
  const memberContext = await signedIn(member);
  const slug = await createWithdrawal(memberContext, member.password, '120');
  const number = await withdrawalNumber(memberContext, slug);
  const page = await (await signedIn('operator', { colorMode: mode })).newPage();
  await page.goto(`/admin/withdrawals?member=${member.userName}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Pending');

  // The destination, read in its dialog; Escape brings focus back to the button that opened it.
  await skipToContent(page, screenPath(`keyboard-admin-skip-link-${tag}-${mode}`));
  await tabTo(page, new RegExp(`^button "Destination of ${number}"`), { inMain: true });
  await press(page, 'Enter');
  const details = page.getByRole('dialog', { name: `${number}: where to send it` });
  await expect(details.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await tabTo(page, /^button "Copy IBAN"/);
  await page.screenshot({ path: screenPath(`keyboard-admin-destination-${tag}-${mode}`) });
  await press(page, 'Escape');
  await expect(details).toBeHidden();
  await expect(row.getByRole('button', { name: `Destination of ${number}` })).toBeFocused();

  // Approve: the number typed (the destination is new), then the dialog's own "Approve".
  await tabTo(page, new RegExp(`^button "Approve ${number}"`));
  await press(page, 'Enter');
  const confirm = page.getByRole('dialog', { name: `Approve ${number}` });
  await expect(confirm).toContainText('120.00 USD');
  await tabTo(page, /^input "Type W-\d+ to confirm/);
  await page.keyboard.type(number);
  await tabTo(page, /^button "Approve"$/);
  await page.screenshot({ path: screenPath(`keyboard-admin-approve-${tag}-${mode}`) });
  await press(page, 'Enter');
  await expect(confirm).toBeHidden();
  // Decided, it leaves the Pending queue; focus, whose button left with it, is on the page's heading.
  await expect(row).toHaveCount(0);
  await expect.poll(() => focusedLabel(page)).toMatch(/^h1 /);
  await expectVisibleFocus(page, 'after approving');
  await page.screenshot({ path: screenPath(`keyboard-admin-approved-${tag}-${mode}`) });
});
