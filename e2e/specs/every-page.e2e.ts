import type { BrowserContext, Page } from '@playwright/test';
import type { NewMember } from '../page-models/auth-pages.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { submitKyc } from '../support/kyc.js';
import { mailboxPagePath } from '../support/mailbox.js';
import { createDeposit, createWithdrawal, creditMember, operatorWrites } from '../support/money.js';
import { type ColorMode, expect, screenPath, serverURL, test } from '../support/test.js';
import { closePosition, openPosition, setPriceAlert } from '../support/trading.js';

// Every page, in dark and light mode, at the size of each project (desktop, phone): no serious
// or critical axe-core violation, and a screenshot in e2e/artifacts/screens/ for a person to look at.
const COLOR_MODES: ColorMode[] = ['dark', 'light'];

// The longest file by far (about 20 minutes a project on a slow 2-core machine): its tests spread
// over the workers instead of holding one. Each worker has its own server, so each makes its own
// member below, and no test here depends on another having run.
test.describe.configure({ mode: 'parallel' });

// The member and the trader typed as much as the forms allow (aLongNamedMember): a page that shows
// a name or an e-mail in a cell that cannot wrap is then wider than the window, and fails.
let member: NewMember;
let memberUid: string;
test.beforeAll(async () => {
  member = await verifiedMember('pages', 'USD', true);
  memberUid = await uidOf(member);
});

/** Pages that are meant to answer "Page not found"; every other page must not. */
const NOT_FOUND_PAGES = new Set(['not-found', 'admin-as-member', 'invoice-balance-unknown']);

/**
 * What one page's visit may take on a busy 2-core machine (a quiet one needs about 2 s): each
 * visit adds it to its test's timeout, so a test's budget grows with the pages it checks.
 */
const PAGE_BUDGET_MS = 15_000;

/** Opens `path`, waits until `ready` holds and the network is quiet, checks it with axe, and screenshots it. */
async function visit(page: Page, path: string, name: string, ready: (p: Page) => Promise<void>, tag: string) {
  test.info().setTimeout(test.info().timeout + PAGE_BUDGET_MS);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // A route missing from the router still shows a heading: make sure it is not the not-found one.
  if (!NOT_FOUND_PAGES.has(name)) await expect(page.getByText('Page not found')).toHaveCount(0);
  await expectAccessible(page, `${path} (${tag})`);
  await expectNoWiderThanViewport(page, `${path} (${tag})`);
  await page.screenshot({ path: screenPath(`${name}-${tag}`), fullPage: true });
}

/** No page scrolls sideways: the document is never wider than the window (soft, so every page is measured). */
async function expectNoWiderThanViewport(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${label} is ${scrollWidth} px wide in a ${innerWidth} px window`)
    .toBeLessThanOrEqual(innerWidth);
}

/** An operator's answer waits unread, so every member page is checked with a count on the chat button. */
async function withUnreadChat(member: BrowserContext, operator: BrowserContext, page: Page) {
  await operatorWrites(member, operator, 'We have an answer for you.');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Open chat, \d+\+? unread$/ })).toBeVisible();
}

const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
const text = (t: string | RegExp) => (p: Page) => expect(p.getByText(t).first()).toBeVisible();

for (const colorMode of COLOR_MODES) {
  test.describe(`every page, ${colorMode}`, () => {
    test('public pages', async ({ newContext }, testInfo) => {
      const tag = `${testInfo.project.name}-${colorMode}`;
      const page = await (await newContext({ colorMode })).newPage();
      await visit(page, '/login', 'login', heading, tag);
      await visit(page, '/register', 'register', heading, tag);
      await visit(page, `/register/${member.userName}`, 'register-referral', text(/Referred by/), tag);
      await visit(page, '/register/nobody_known', 'register-unknown-referral', text(/not known/), tag);
      await visit(page, '/forgot-password', 'forgot-password', heading, tag);
      await visit(page, '/reset-password?token=not-a-token', 'reset-password', heading, tag);
      await visit(page, `/verify-pending?email=${encodeURIComponent(member.email)}`, 'verify-pending', heading, tag);
      await visit(page, '/verify-email?token=not-a-token', 'verify-email-invalid', heading, tag);
      await visit(page, mailboxPagePath(), 'dev-mailbox', heading, tag);
      await visit(page, '/login-admin/someone/not-a-token', 'login-admin', heading, tag);
    });

    test('member pages', async ({ signedIn }, testInfo) => {
      // Many pages, each checked by axe, measured and photographed, after an operator's chat answer.
      test.slow();
      const tag = `${testInfo.project.name}-${colorMode}`;
      const context = await signedIn(member, { colorMode });
      // A KYC submission waits for review, so /kyc-user and the queue show it in both modes.
      await submitKyc(context);
      const page = await context.newPage();
      await withUnreadChat(context, await signedIn('operator'), page);
      // The greeting is in the drawer, which a phone keeps closed: present, not necessarily visible.
      const welcome = (p: Page) => expect(p.getByText('Welcome User').first()).toBeAttached();
      await visit(page, '/', 'dashboard', welcome, tag);
      await visit(page, '/profile', 'profile', heading, tag);
      await visit(page, '/update-profile', 'update-profile', heading, tag);
      await visit(page, '/change-password', 'change-password', heading, tag);
      await visit(page, '/security', 'security', text('Sign-in history'), tag);
      await visit(page, '/kyc-user', 'kyc', text('Pending review'), tag);
      await visit(page, '/no-such-page', 'not-found', text('Page not found'), tag);
      await visit(page, '/admin', 'admin-as-member', text('Page not found'), tag);
      // The chat panel, open over the dashboard.
      await page.goto('/');
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(page.getByRole('dialog', { name: 'Live Chat' }).getByPlaceholder('Type something...')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `chat panel (${tag})`);
      await page.screenshot({ path: screenPath(`chat-open-${tag}`) });
    });

    test('money pages', async ({ signedIn }, testInfo) => {
      test.slow();
      const tag = `${testInfo.project.name}-${colorMode}`;
      const context = await signedIn(member, { colorMode });
      // Money to show: a credit, an open invoice and a pending withdrawal.
      const operator = await signedIn('operator');
      await creditMember(operator, memberUid, '250');
      const depositSlug = await createDeposit(context, '120');
      const withdrawalSlug = await createWithdrawal(context, member.password, '40');
      const page = await context.newPage();
      await withUnreadChat(context, operator, page);
      await visit(
        page,
        '/wallet',
        'wallet',
        (p) => expect(p.getByRole('table', { name: 'Wallet history' })).toBeVisible(),
        tag,
      );
      await visit(
        page,
        '/add-balance',
        'add-balance',
        (p) => expect(p.getByLabel('Payment method')).toBeVisible(),
        tag,
      );
      await visit(page, `/invoice-balance/${depositSlug}`, 'invoice-balance', text('Upload proof'), tag);
      await visit(page, '/withdrawal', 'withdrawal', (p) => expect(p.getByLabel('Destination')).toBeVisible(), tag);
      await visit(page, `/invoice-wd/${withdrawalSlug}`, 'invoice-wd', text('Cancel withdrawal'), tag);
      await visit(page, '/invoice-wd', 'invoice-wd-empty', text('Select an invoice'), tag);
      await visit(page, '/view-withdrawal', 'view-withdrawal', (p) => expect(p.getByRole('table')).toBeVisible(), tag);
      await visit(page, '/funds-bonus', 'funds-bonus', text('Export CSV'), tag);
      await visit(page, '/funds-profit', 'funds-profit', text('Export CSV'), tag);
      await visit(page, '/withdrawal-bonus', 'withdrawal-bonus', text('Withdraw to your payout details'), tag);
      await visit(page, '/withdrawal-profit', 'withdrawal-profit', text('Withdraw to your payout details'), tag);
      await visit(page, '/refferals', 'refferals', text('Copy link'), tag);
      await visit(page, '/data-bank', 'data-bank', (p) => expect(p.getByLabel('IBAN')).toBeVisible(), tag);
      await visit(page, '/invoice-balance/not-a-real-one', 'invoice-balance-unknown', text('Page not found'), tag);
    });

    test('investment pages', async ({ signedIn }, testInfo) => {
      test.slow();
      const tag = `${testInfo.project.name}-${colorMode}`;
      const context = await signedIn(member, { colorMode });
      const operator = await signedIn('operator');
      await creditMember(operator, memberUid, '300');
      // An investment to show (its invoice and the list), bought through the real route.
      const res = await context.request.post('/api/investments', {
        data: { package: 'starter', amount: '100' },
        headers: { origin: serverURL(), 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.status()).toBe(201);
      const { number } = (await res.json()) as { number: string };
      const page = await context.newPage();
      await withUnreadChat(context, operator, page);
      await visit(page, '/investment', 'investment', text('Daily profit summary by e-mail'), tag);
      await visit(page, '/add-investment', 'add-investment', text('Select an package'), tag);
      await visit(
        page,
        '/add-investment/starter',
        'add-investment-starter',
        (p) => expect(p.getByLabel('Amount')).toBeVisible(),
        tag,
      );
      await visit(page, `/invoice/${number}`, 'invoice-investment', text('Schedule'), tag);
    });

    test('trading pages', async ({ signedIn }, testInfo) => {
      test.slow();
      const tag = `${testInfo.project.name}-${colorMode}`;
      const trader = await verifiedMember(`trading${colorMode}`, 'USD', true);
      const context = await signedIn(trader, { colorMode });
      // Something on every page: two open positions (one with TP/SL), one closed, an alert.
      const operator = await signedIn('operator', { colorMode });
      await creditMember(operator, await uidOf(trader), '1000');
      const price = (await (await context.request.get('/api/trading/markets')).json()) as {
        symbol: string;
        price: string | null;
      }[];
      const btc = Number(price.find((m) => m.symbol === 'BTC')?.price ?? '0');
      await openPosition(context, {
        takeProfit: (btc * 1.5).toFixed(2),
        stopLoss: (btc * 0.95).toFixed(2),
      });
      await openPosition(context, { symbol: 'ETH', side: 'short', amount: '50', leverage: 5 });
      await closePosition(context, (await openPosition(context, { amount: '20', leverage: 2 })).number);
      await setPriceAlert(context, { symbol: 'BTC', price: (btc * 2).toFixed(2), rearmStep: '100' });
      const page = await context.newPage();
      const rows = (p: Page) => expect(p.locator('[data-position]').first()).toBeVisible();
      await visit(page, '/trade', 'trade', (p) => expect(p.locator('[data-symbol="BTC"]').first()).toBeVisible(), tag);
      await visit(page, '/trade/BTC/bitcoin', 'trade-btc', text('Indicative price'), tag);
      await visit(page, '/on-trade', 'on-trade', rows, tag);
      await visit(page, '/history-trade', 'history-trade', rows, tag);
      const desk = async (p: Page) => {
        await expect(p.locator('[data-feed-symbol="BTC"]').first()).toBeVisible();
        // The BTC position's 1,000 USD (100 at 10×), grouped as every amount is.
        await expect(p.getByText('1,000.00').first()).toBeVisible();
      };
      await visit(await operator.newPage(), '/admin/trading', 'admin-trading', desk, tag);
    });

    test('logout dialog', async ({ signedIn }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'desktop',
        'one size is enough for a dialog; the phone shell is covered above',
      );
      const tag = `${testInfo.project.name}-${colorMode}`;
      const context = await signedIn(member, { colorMode });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page.getByRole('dialog', { name: 'Logout' })).toBeVisible();
      await expectAccessible(page, `logout dialog (${tag})`);
      await page.screenshot({ path: screenPath(`logout-dialog-${tag}`) });
    });

    test('back office pages', async ({ signedIn }, testInfo) => {
      const tag = `${testInfo.project.name}-${colorMode}`;
      // The member's KYC submission in the queue (made here too: this test may run first).
      const memberContext = await signedIn(member);
      await submitKyc(memberContext);
      const context = await signedIn('operator', { colorMode });
      const page = await context.newPage();
      await visit(
        page,
        '/admin',
        'admin-console',
        (p) => expect(p.locator('[data-step="registered"]')).toBeVisible(),
        tag,
      );
      await visit(page, '/admin/members', 'admin-members', (p) => expect(p.getByRole('table')).toBeVisible(), tag);
      await visit(page, `/admin/members/${memberUid}`, 'admin-member', heading, tag);
      await visit(
        page,
        '/admin/settings',
        'admin-settings',
        (p) => expect(p.getByLabel('EUR rate')).toBeVisible(),
        tag,
      );
      await visit(
        page,
        '/admin/support',
        'admin-support',
        (p) => expect(p.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible(),
        tag,
      );
      await visit(page, '/admin/audit', 'admin-audit', heading, tag);
      await visit(page, '/admin/operators', 'admin-operators', (p) => expect(p.getByRole('table')).toBeVisible(), tag);
      const table = (p: Page) => expect(p.getByRole('table')).toBeVisible();
      await visit(page, '/admin/deposits', 'admin-deposits', table, tag);
      await visit(page, '/admin/withdrawals', 'admin-withdrawals', table, tag);
      await visit(page, '/admin/ledger', 'admin-ledger', text(/Ledger sound|Ledger check failed/), tag);
      await visit(page, '/admin/kyc', 'admin-kyc', table, tag);
      const queue = (await (await context.request.get('/api/admin/kyc')).json()) as {
        rows: { id: string; email: string }[];
      };
      const submission = queue.rows.find((r) => r.email === member.email);
      if (!submission) throw new Error('the member’s KYC submission is not in the queue');
      await visit(page, `/admin/kyc/${submission.id}`, 'admin-kyc-review', text('Approve'), tag);
      // A package as an operator may name it, long and with a long address (kept inactive, so no
      // member page shows it): the list must wrap it, not widen a phone's page.
      const longPackage = await context.request.post('/api/admin/investment-packages', {
        data: {
          name: 'Gold Plus Long-Term Growth Package',
          slug: `gold-plus-long-term-growth-package-${tag}-${Date.now().toString(36)}`,
          minAmount: '10',
          maxAmount: '1000',
          dailyRate: '1',
          durationDays: 30,
          capitalReturned: true,
          active: false,
        },
        headers: { origin: serverURL() },
      });
      expect(longPackage.status()).toBe(201);
      await visit(page, '/admin/packages', 'admin-packages', text('Starter'), tag);
      await visit(page, '/admin/investments', 'admin-investments', text('Run profit for a date'), tag);
      await visit(
        page,
        '/admin/jobs',
        'admin-jobs',
        (p) => expect(p.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible(),
        tag,
      );
    });
  });
}
