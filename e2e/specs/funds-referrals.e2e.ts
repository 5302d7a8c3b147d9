import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { BackOffice } from '../page-models/back-office.js';
import { verifiedMember } from '../support/accounts.js';
import { approveDeposit, createDeposit } from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';

// Referrals and funds in the browser: B registers through A's /register/<userName>, A's
// /refferals lists B with the whole link and "Copy link"; the fund pages open, desktop and phone.

test('a member registers through another’s link; /refferals shows them; the fund pages open', async ({
  newContext,
  signedIn,
}, testInfo) => {
  const project = testInfo.project.name;
  const a = await verifiedMember('ref');
  const contextA = await signedIn(a, { colorMode: 'dark' });
  const pageA = await contextA.newPage();
  await pageA.goto('/refferals');
  await expect(pageA.getByTestId('referral-link')).toHaveText(new RegExp(`^https?://[^/]+/register/${a.userName}$`));
  await expect(pageA.getByRole('button', { name: 'Copy link' })).toBeVisible();

  const b = aMember('refb');
  const pageB = await (await newContext()).newPage();
  const auth = new AuthPages(pageB);
  await auth.register(b, a.userName);
  await auth.verifyThroughMailbox(b.email);

  await pageA.reload();
  await expect(pageA.getByText(b.userName).first()).toBeVisible();
  await pageA.screenshot({ path: screenPath(`referrals-flow-refferals-${project}-dark`), fullPage: true });

  await pageA.goto('/funds-bonus');
  await expect(pageA.getByRole('heading', { name: 'Bonus fund' })).toBeVisible();
  await pageA.screenshot({ path: screenPath(`referrals-flow-funds-bonus-${project}-dark`), fullPage: true });
  await pageA.goto('/withdrawal-profit');
  await expect(pageA.getByRole('button', { name: 'Move to wallet' })).toBeVisible();
  await pageA.screenshot({ path: screenPath(`referrals-flow-withdrawal-profit-${project}-dark`), fullPage: true });

  const light = await signedIn(a, { colorMode: 'light' });
  const pageL = await light.newPage();
  const lightPages = [
    ['/refferals', b.userName],
    ['/funds-profit', 'Export CSV'],
    ['/withdrawal-bonus', 'Withdraw to your payout details'],
  ] as const;
  for (const [path, content] of lightPages) {
    await pageL.goto(path);
    // These pages take their data over the live socket, which networkidle does not wait for.
    await expect(pageL.getByText(content).first()).toBeVisible();
    await pageL.waitForLoadState('networkidle');
    await expect(pageL.getByText('Page not found')).toHaveCount(0);
    await pageL.screenshot({ path: screenPath(`referrals-flow-${path.slice(1)}-${project}-light`), fullPage: true });
  }
});

/** Tomorrow's profit day (PROFIT_TIME_ZONE is UTC in the test server). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('the issue’s flow: referred, deposits, invests; profit for tomorrow; both funds move live; profit to the wallet', async ({
  newContext,
  signedIn,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  // A, the upline, watches their bonus fund.
  const a = await verifiedMember('upl');
  const contextA = await signedIn(a);
  const pageA = await contextA.newPage();
  await pageA.goto('/funds-bonus');
  await expect(pageA.getByTestId('bonus-fund-balance')).toContainText('0.00');

  // B registers through A's link (verifying signs B in), deposits, and the operator approves.
  const b = aMember('dwn');
  const contextB = await newContext();
  const pageB = await contextB.newPage();
  const auth = new AuthPages(pageB);
  await auth.register(b, a.userName);
  await auth.verifyThroughMailbox(b.email);
  // Verifying signs B in and then opens the dashboard: wait for it, so the session exists before the API calls below.
  await expect(pageB).toHaveURL((url) => url.pathname === '/');
  const operator = await signedIn('operator');
  await approveDeposit(operator, await createDeposit(contextB, '500'));

  // B invests 400 in Starter (0.5 % a day: 2.00; A's first-level commission 5 %: 20.00).
  await pageB.goto('/add-investment/starter');
  await pageB.getByLabel('Amount').fill('400');
  await pageB.getByRole('button', { name: 'Invest' }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: 'Invest' }).click();
  await expect(pageB).toHaveURL(/\/invoice\/I-\d{6}$/);
  // A's open page shows the bonus without a reload.
  await expect(pageA.getByTestId('bonus-fund-balance')).toContainText('20.00');
  await expect(pageA.getByText(b.userName).first()).toBeVisible();

  // B watches the profit fund while the operator pays tomorrow's profit by hand.
  await pageB.goto('/funds-profit');
  await expect(pageB.getByTestId('profit-fund-balance')).toContainText('0.00');
  await new BackOffice(await operator.newPage()).runProfitFor(tomorrow());
  await expect(pageB.getByTestId('profit-fund-balance')).toContainText('2.00');
  await expect(pageB.getByText('Daily profit').first()).toBeVisible();
  await pageB.screenshot({ path: screenPath(`referrals-flow-funds-profit-${project}`), fullPage: true });

  // B moves the profit to the wallet: the top bar's balance follows (100.00 → 102.00).
  await pageB.goto('/withdrawal-profit');
  await expect(pageB.getByTestId('top-bar-balance')).toContainText('100.00');
  await pageB.getByLabel('Amount').first().fill('2');
  await pageB.getByRole('button', { name: 'Move to wallet' }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: 'Move to wallet' }).click();
  await expect(pageB.getByTestId('top-bar-balance')).toContainText('102.00');
  await expect(pageB.getByTestId('profit-fund-balance')).toContainText('0.00');
  await pageB.screenshot({ path: screenPath(`referrals-flow-withdrawal-profit-${project}`), fullPage: true });
});
