import { expect, type Page } from '@playwright/test';

/** Below MUI's `lg` breakpoint the back office's entries are in a drawer behind a menu button. */
const DRAWER_MAX_WIDTH = 1199;
/** Below `sm` a list's filters fold behind a "Filters" button. */
const PHONE_MAX_WIDTH = 599;

/** The operator's back office at /admin. */
export class BackOffice {
  constructor(private readonly page: Page) {}

  private widthAtMost(max: number) {
    return (this.page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= max;
  }

  /** The back office's entries: in the bar on a laptop, in the drawer (opened here) below it. */
  async navigation() {
    if (this.widthAtMost(DRAWER_MAX_WIDTH)) {
      // The open drawer hides the page behind it (and its menu button) from the accessibility tree.
      await this.page.getByRole('button', { name: 'Open navigation' }).click();
    }
    const nav = this.page.getByRole('navigation', { name: 'Back office' });
    await expect(nav).toBeVisible();
    return nav;
  }

  /** Closes the drawer when there is one (a no-op where the entries are in the bar). */
  async closeNavigation() {
    if (!this.widthAtMost(DRAWER_MAX_WIDTH)) return;
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  }

  /** Goes to an entry of the back office's navigation, as an operator clicks it. */
  async goTo(entry: string | RegExp) {
    const nav = await this.navigation();
    await nav.getByRole('link', { name: entry }).click();
    await expect(this.page.getByRole('navigation', { name: 'Back office' })).toBeVisible({
      visible: !this.widthAtMost(DRAWER_MAX_WIDTH),
    });
  }

  /** Shows a list's filters: on a phone they are folded behind "Filters (n)"; elsewhere always shown. */
  async openFilters() {
    if (!this.widthAtMost(PHONE_MAX_WIDTH)) return;
    const toggle = this.page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /**
   * Opens a member's submission from the KYC queue by the name link in their row: every test
   * member may share a name ("Maria Sanchez"), so the row is found by the unique user name.
   */
  async openKycReview(member: { firstName: string; lastName: string; userName: string }) {
    await this.page.goto('/admin/kyc');
    await this.page
      .getByRole('row')
      .filter({ hasText: member.userName })
      .getByRole('link', { name: `${member.firstName} ${member.lastName}` })
      .click();
    await expect(this.page).toHaveURL(/\/admin\/kyc\/\d+/);
  }

  /**
   * Pays one day's profit by hand from /admin/investments ("Run profit for a date"), as an operator
   * does, and waits for the dialog to say how many it paid; the dialog stays open for a second run.
   */
  async runProfitFor(day: string) {
    await this.page.goto('/admin/investments');
    await this.page.getByRole('button', { name: 'Run profit for a date' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Run profit for a date' });
    await dialog.getByLabel('Date').fill(day);
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect(dialog.getByRole('status')).toContainText(/Paid \d+ investments? for/);
    return dialog;
  }

  async openMember(search: string) {
    await this.page.goto('/admin/members');
    await this.page.getByLabel('Search members').fill(search);
    await this.page.getByRole('row').filter({ hasText: search }).first().click();
    await expect(this.page).toHaveURL(/\/admin\/members\/.+/);
  }

  async setRate(name: 'rateMYR' | 'rateKRW' | 'rateJPY' | 'rateEUR' | 'rateKWD', value: string) {
    await this.page.goto('/admin/settings');
    // The editor labels each rate by its currency ("EUR rate"), not by the setting's key.
    const field = this.page.getByLabel(`${name.slice('rate'.length)} rate`, { exact: true });
    await field.fill(value);
    await this.page.getByRole('button', { name: 'Save settings' }).click();
    await expect(this.page.getByText('Settings saved')).toBeVisible();
  }

  /**
   * Turns a member switch on through its confirmation; it shows on once the server has saved it
   * (and, for a block or ban, the reason).
   */
  async switchOn(label: RegExp, reason?: string) {
    const toggle = this.page.getByRole('switch', { name: label });
    await toggle.click();
    const dialog = this.page.getByRole('dialog');
    if (reason) await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: /^(Block|Ban|Make real)$/ }).click();
    await expect(toggle).toBeChecked();
  }

  async credit(amount: string, reason: string) {
    await this.page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Direction').selectOption('credit');
    await dialog.getByLabel('Amount (USD)').fill(amount);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Credit' }).click();
    // The confirmation restates the movement before the money moves, as amounts are shown.
    const confirm = this.page.getByRole('dialog', { name: 'Confirm credit' });
    const shown = Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(confirm).toContainText(`${shown} USD`);
    await confirm.getByRole('button', { name: 'Credit' }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}
