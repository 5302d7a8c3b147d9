import { expect, type Page } from '@playwright/test';

/** Below MUI's `md` breakpoint the drawer is a temporary one, opened from the top bar's menu button. */
const PHONE_MAX_WIDTH = 899;

/** The member shell: drawer header, top bar, user menu, logout dialog. */
export class Shell {
  constructor(private readonly page: Page) {}

  get drawer() {
    return this.page.getByRole('navigation').first();
  }

  private get isPhone() {
    return (this.page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= PHONE_MAX_WIDTH;
  }

  /** Shows the drawer (a no-op on desktop, where it is always there). */
  async openDrawer() {
    if (this.isPhone) await this.page.getByRole('button', { name: 'Open navigation' }).click();
  }

  async closeDrawer() {
    if (!this.isPhone) return;
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  }

  /** The drawer header greets the signed-in member: "Welcome User", full name, "(userName)". */
  async expectGreeting(member?: { firstName: string; lastName: string; userName: string }) {
    await this.openDrawer();
    await expect(this.page.getByText('Welcome User')).toBeVisible();
    if (member) {
      await expect(this.page.getByText(`${member.firstName} ${member.lastName}`).first()).toBeVisible();
      await expect(this.page.getByText(`(${member.userName})`)).toBeVisible();
    }
    await this.closeDrawer();
  }

  /** The top bar's balance text, e.g. "1,234.50 EUR". */
  balance() {
    return this.page.getByTestId('top-bar-balance');
  }

  badge() {
    return this.page.getByTestId('top-bar-badge');
  }

  async openUserMenu() {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
  }

  async logout(confirm: boolean) {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
    await dialog.getByRole('button', { name: confirm ? 'Yes' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
}
