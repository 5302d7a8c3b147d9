import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { NewMember } from '../page-models/auth-pages.js';
import { signInContext, signInOperator, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { launch, newContext, type Viewport } from '../support/browser.js';

// Every page, in dark and light mode, at desktop and phone width: no serious or critical
// axe-core violation, and a screenshot in e2e/artifacts/screens/ for a person to look at.
const SCREENS = 'e2e/artifacts/screens';
const VARIANTS: { viewport: Viewport; colorMode: 'dark' | 'light' }[] = [
  { viewport: 'desktop', colorMode: 'dark' },
  { viewport: 'desktop', colorMode: 'light' },
  { viewport: 'phone', colorMode: 'dark' },
  { viewport: 'phone', colorMode: 'light' },
];

let browser: Browser;
let member: NewMember;
let memberUid = '';
beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launch();
  member = await verifiedMember('pages');
});
afterAll(() => browser?.close());

async function visit(page: Page, path: string, name: string, ready: (p: Page) => Promise<unknown>, tag: string) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${path} (${tag})`);
  await page.screenshot({ path: `${SCREENS}/${name}-${tag}.png`, fullPage: true });
}

const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();

describe.each(VARIANTS)('every page, $viewport $colorMode', ({ viewport, colorMode }) => {
  const tag = `${viewport}-${colorMode}`;

  it('public pages', async () => {
    const context = await newContext(browser, { viewport, colorMode });
    const page = await context.newPage();
    await visit(page, '/login', 'login', heading, tag);
    await visit(page, '/register', 'register', heading, tag);
    await visit(
      page,
      `/register/${member.userName}`,
      'register-referral',
      (p) => p.getByText(/Referred by/).waitFor(),
      tag,
    );
    await visit(
      page,
      '/register/nobody_known',
      'register-unknown-referral',
      (p) => p.getByText(/not known/).waitFor(),
      tag,
    );
    await visit(page, '/forgot-password', 'forgot-password', heading, tag);
    await visit(page, '/reset-password?token=not-a-token', 'reset-password', heading, tag);
    await visit(page, `/verify-pending?email=${encodeURIComponent(member.email)}`, 'verify-pending', heading, tag);
    await visit(page, '/verify-email?token=not-a-token', 'verify-email-invalid', heading, tag);
    await visit(page, '/dev/mailbox', 'dev-mailbox', heading, tag);
    await visit(page, '/login-admin/someone/not-a-token', 'login-admin', heading, tag);
    await context.close();
  });

  it('member pages', async () => {
    const context = await newContext(browser, { viewport, colorMode });
    memberUid = await signInContext(context, member.email, member.password);
    const page = await context.newPage();
    const welcome = (p: Page) => p.getByText('Welcome User').first().waitFor({ state: 'attached' });
    await visit(page, '/', 'dashboard', welcome, tag);
    await visit(page, '/profile', 'profile', heading, tag);
    await visit(page, '/update-profile', 'update-profile', heading, tag);
    await visit(page, '/change-password', 'change-password', heading, tag);
    await visit(page, '/no-such-page', 'not-found', (p) => p.getByText('Page not found').first().waitFor(), tag);
    await visit(page, '/admin', 'admin-as-member', (p) => p.getByText('Page not found').first().waitFor(), tag);
    if (viewport === 'desktop') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Logout' }).waitFor();
      await expectAccessible(page, `logout dialog (${tag})`);
      await page.screenshot({ path: `${SCREENS}/logout-dialog-${tag}.png` });
    }
    await context.close();
  });

  it('back office pages', async () => {
    const context = await newContext(browser, { viewport, colorMode });
    await signInOperator(context);
    const page = await context.newPage();
    await visit(page, '/admin/members', 'admin-members', (p) => p.getByRole('table').waitFor(), tag);
    await visit(page, `/admin/members/${memberUid}`, 'admin-member', heading, tag);
    await visit(page, '/admin/settings', 'admin-settings', (p) => p.getByLabel('rateEUR').waitFor(), tag);
    await visit(page, '/admin/audit', 'admin-audit', heading, tag);
    await context.close();
  });
});
