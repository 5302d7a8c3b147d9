import { expect, type Page } from '@playwright/test';
import { mailboxPagePath, waitForMail } from '../support/mailbox.js';

export interface NewMember {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  password: string;
}

/** Unique per call: user names and e-mails are unique, and the e2e server outlives a test. */
const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export function aMember(prefix = 'm'): NewMember {
  const tag = uniqueTag(prefix);
  return {
    firstName: 'Maria',
    lastName: 'Sanchez',
    userName: `maria_${tag}`,
    email: `maria.${tag}@example.com`,
    password: 'Strong-Pass-2026',
  };
}

/**
 * A member who typed as much as the forms allow, each field one unbroken word: 50-character
 * names, a 30-character user name and a long e-mail. Pages that show what members typed are
 * checked with this one, so a cell that cannot wrap widens the page and fails the check.
 */
export function aLongNamedMember(prefix = 'l'): NewMember {
  const tag = uniqueTag(prefix);
  return {
    firstName: 'Maximiliana'.padEnd(50, 'x'),
    lastName: 'Wolfeschlegelsteinhausenbergerdorff'.padEnd(50, 'f'),
    userName: `${tag}_`.padEnd(30, 'w').slice(0, 30),
    email: `m.wolfeschlegelsteinhausenbergerdorff.${tag}@a-long-domain-name-example.com`,
    password: 'Strong-Pass-2026',
  };
}

/** The public pages: register, verify through the dev mailbox, sign in. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async register(m: NewMember, slug?: string) {
    await this.page.goto(slug ? `/register/${slug}` : '/register');
    await this.fillRegistration(m);
    await this.page.getByRole('button', { name: 'Register' }).click();
    // Answered: a page opened before this would cancel the registration under way.
    await expect(this.page).toHaveURL(/\/verify-pending/);
  }

  async fillRegistration(m: NewMember) {
    const p = this.page;
    await p.getByLabel('First name').fill(m.firstName);
    await p.getByLabel('Last name').fill(m.lastName);
    await p.getByLabel('User name').fill(m.userName);
    await p.getByLabel('E-mail').fill(m.email);
    await p.getByLabel('Password', { exact: true }).fill(m.password);
    await p.getByLabel('Confirm password').fill(m.password);
  }

  /** Opens the dev mailbox page, once the mail is there, and follows its verification link. */
  async verifyThroughMailbox(email: string) {
    // The page lists the mail as it was when opened: wait for the mail first.
    await waitForMail(email, /^Verify your e-mail/);
    await this.page.goto(mailboxPagePath());
    const mail = this.page.locator('li, tr, article, [data-testid="mail"]').filter({ hasText: email }).first();
    await mail
      .getByRole('link', { name: /verify-email/ })
      .first()
      .click();
    await expect(this.page).toHaveURL(/\/verify-email/);
  }

  async signIn(login: string, password: string) {
    await this.page.goto('/login');
    await this.page.getByLabel('E-mail or user name').fill(login);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
