import { expect, type Locator, type Page } from '@playwright/test';

/** The member's money forms: /add-balance and /withdrawal, as a member fills them. */
export class MoneyForms {
  constructor(private readonly page: Page) {}

  get amount() {
    return this.page.getByRole('textbox', { name: 'Amount', exact: true });
  }

  /** Chooses the currency the amount is typed in (the toggle shows only for a non-USD member). */
  async typeIn(currency: string) {
    await this.page.getByRole('group', { name: 'Currency to type in' }).getByRole('button', { name: currency }).click();
  }

  /** The password dialog of a step-up. */
  get stepUp(): Locator {
    return this.page.getByRole('dialog', { name: "Confirm it's you" });
  }

  async deposit(amount: string) {
    await this.amount.fill(amount);
    await this.page.getByRole('button', { name: 'Create invoice' }).click();
  }

  async withdraw(amount: string) {
    await this.amount.fill(amount);
    await this.page.getByRole('button', { name: 'Request withdrawal' }).click();
  }

  async confirmPassword(password: string) {
    await this.stepUp.getByLabel('Password').fill(password);
    await this.stepUp.getByRole('button', { name: 'Confirm' }).click();
  }

  /** A refusal is told in plain words: never the machinery's "Idempotency-Key". */
  async expectRefused(message: string | RegExp) {
    await expect(this.page.getByText(message).first()).toBeVisible();
    await expect(this.page.getByText(/idempotency/i)).toHaveCount(0);
  }
}
