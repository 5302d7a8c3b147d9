import type { Page } from 'playwright-core';

/** The member shell: drawer header, top bar, user menu, logout dialog. */
export class Shell {
  constructor(private readonly page: Page) {}

  get drawer() {
    return this.page.getByRole('navigation').first();
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
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: confirm ? 'Yes' : 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
