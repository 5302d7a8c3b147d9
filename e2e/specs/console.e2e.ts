import type { Page } from '@playwright/test';
import { BackOffice } from '../page-models/back-office.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { createDeposit } from '../support/money.js';
import { type ColorMode, expect, screenPath, test } from '../support/test.js';

// The operator console: the dashboard's queue counts follow a member's new invoice live on an
// open tab, and member 360 opens each of its tabs. Both colour modes, desktop and phone.
const COLOR_MODES: ColorMode[] = ['dark', 'light'];

/** The dashboard's count of a queue, once it has one (a skeleton before). */
async function queueCount(page: Page, queue: string): Promise<number> {
  const cell = page.getByTestId(`queue-${queue}`);
  await expect(cell).toHaveText(/^\d+$/);
  return Number(await cell.textContent());
}

const shot = (page: Page, name: string) => page.screenshot({ path: screenPath(name), fullPage: true });

for (const colorMode of COLOR_MODES) {
  test.describe(`console (${colorMode})`, () => {
    test('the pending deposits count goes up live when a member creates an invoice', async ({ signedIn }, testInfo) => {
      const tag = `${testInfo.project.name}-${colorMode}`;
      const operator = await signedIn('operator', { colorMode });
      const page = await operator.newPage();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const office = new BackOffice(page);
      // On a phone the entries are in the drawer behind the menu button.
      await expect((await office.navigation()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await office.closeNavigation();
      const before = await queueCount(page, 'deposits');

      // The member creates an invoice on /add-balance, in another browser profile.
      const member = await verifiedMember('console');
      const memberContext = await signedIn(member, { colorMode });
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/add-balance');
      await memberPage.getByLabel('Amount').fill('150');
      await memberPage.getByRole('button', { name: 'Create invoice' }).click();
      await expect(memberPage).toHaveURL(/\/invoice-balance\/.+/);

      // No reload: the live channel brings the new count, to the card and to the bar's badge.
      await expect(page.getByTestId('queue-deposits')).toHaveText(String(before + 1));
      await expect((await office.navigation()).getByRole('link', { name: /^Deposits/ })).toContainText(
        String(before + 1),
      );
      await office.closeNavigation();
      await page.getByRole('button', { name: '7 days' }).click();
      await expect(page).toHaveURL(/days=7/);
      await expect(page.locator('[data-figure="deposits"]')).toContainText(/\d+ deposits? · [\d,.]+ USD/);
      await expect(page.locator('[data-step="registered"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `/admin (${tag})`);
      await shot(page, `console-dashboard-${tag}`);

      // The card opens its queue.
      await page.getByTestId('queue-deposits').click();
      await expect(page).toHaveURL(/\/admin\/deposits/);
    });

    test('member 360 opens every tab, each with its own data', async ({ signedIn }, testInfo) => {
      const tag = `${testInfo.project.name}-${colorMode}`;
      const member = await verifiedMember('m360');
      const uid = await uidOf(member);
      const memberContext = await signedIn(member);
      const slug = await createDeposit(memberContext, '120');
      // Member 360 names it by its number, as the deposit desk does.
      const invoice = (await (await memberContext.request.get(`/api/deposits/${slug}`)).json()) as { number: string };
      const operator = await signedIn('operator', { colorMode });
      const page = await operator.newPage();
      await page.goto(`/admin/members/${uid}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }),
      ).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Member sections' });
      await expect(page.getByRole('button', { name: 'Sign in as member' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `member 360 profile (${tag})`);
      await shot(page, `console-member-360-${tag}`);

      const expectations: [string, (p: Page) => Promise<void>][] = [
        ['Balances and funds', (p) => expect(p.getByRole('heading', { name: 'Holds' })).toBeVisible()],
        ['Investments', (p) => expect(p.getByText('No investments.').first()).toBeVisible()],
        ['Positions', (p) => expect(p.getByText('No positions.').first()).toBeVisible()],
        ['Deposits and withdrawals', (p) => expect(p.getByText(invoice.number).first()).toBeVisible()],
        ['KYC', (p) => expect(p.getByText('No KYC submitted.').first()).toBeVisible()],
        ['Sessions', (p) => expect(p.getByRole('heading', { name: 'Sign-in history' })).toBeVisible()],
        ['Referrals', (p) => expect(p.getByRole('tabpanel')).not.toBeEmpty()],
        ['Chat', (p) => expect(p.getByText('No messages with support.')).toBeVisible()],
        ['Audit', (p) => expect(p.getByRole('tabpanel')).not.toBeEmpty()],
      ];
      for (const [label, ready] of expectations) {
        const tab = tabs.getByRole('tab', { name: label });
        // On a phone the tab list scrolls the selected tab into view with an animation; a click
        // while it still moves can land beside the next tab. Click again until it is selected.
        await expect(async () => {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await ready(page);
      }
      await tabs.getByRole('tab', { name: 'Deposits and withdrawals' }).click();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `member 360 money (${tag})`);
      await shot(page, `console-member-360-money-${tag}`);
      // The tab is in the URL: a reload opens the same one.
      await page.reload();
      await expect(tabs.getByRole('tab', { name: 'Deposits and withdrawals' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });
}
