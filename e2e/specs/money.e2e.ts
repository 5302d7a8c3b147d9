import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import {
  createDeposit,
  createWithdrawal,
  creditMember,
  fundedMember,
  SAMPLE_IBAN,
  TINY_PNG,
} from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';
import { openPosition } from '../support/trading.js';

/** Marks the window so a test can prove a change arrived without a page reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

/** A live change must reach the member's open tab within this long. */
const LIVE = { timeout: 5_000 };

test.describe('money in and out, member and operator side by side', () => {
  test('a member deposits with a proof; the operator approves; the top bar follows without a reload', async ({
    signedIn,
  }, testInfo) => {
    const member = await verifiedMember('dep');
    const memberContext = await signedIn(member);
    const page = await memberContext.newPage();
    const shell = new Shell(page);

    await page.goto('/add-balance');
    await page.getByLabel('Amount').fill('150');
    await expect(page.getByLabel('Payment method')).toBeVisible();
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/invoice-balance\/.+/);
    await expect(page.getByText('Pending').first()).toBeVisible();
    const number = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Invoice ', '').trim() ?? '';
    expect(number).not.toBe('');

    await page.getByLabel('Receipt (image or PDF)').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByText('Proof received')).toBeVisible();
    await expect(shell.balance()).toContainText('0.00 USD');

    // The printable view: the invoice alone, without the shell or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.balance()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: screenPath(`invoice-print-${testInfo.project.name}`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    const pdf = await page.request.get(`${page.url().replace('/invoice-balance/', '/api/deposits/')}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await markWindow(page);

    // The operator finds the invoice in the queue, with its proof, and approves it.
    const opContext = await signedIn('operator');
    const office = await opContext.newPage();
    await office.goto(`/admin/deposits?member=${member.userName}&status=all`);
    const row = office.getByRole('row').filter({ hasText: number });
    await expect(row.getByRole('img', { name: 'Proof of payment' })).toBeVisible();
    await expect(row).toContainText(member.userName);
    await row.getByRole('button', { name: `Approve ${number}` }).click();
    // Nothing moves until the confirmation, which restates what will happen.
    const confirm = office.getByRole('dialog', { name: `Approve ${number}` });
    await expect(confirm.getByRole('definition').filter({ hasText: '150.00 USD' })).toBeVisible();
    await expect(confirm).toContainText(member.userName);
    await expect(shell.balance()).toContainText('0.00 USD');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();

    // The member's open tab: balance and status change live.
    await expect(shell.balance()).toContainText('150.00 USD', LIVE);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible(LIVE);
    expect(await stillSameWindow(page)).toBe(true);

    // Another member opening this invoice sees the not-found page.
    const stranger = await verifiedMember('other');
    const strangerContext = await signedIn(stranger);
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto(page.url());
    await expect(strangerPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // Approving again (another operator, a stale list) is refused and says so.
    const again = await opContext.request.post(`/api/admin/deposits/${page.url().split('/').pop()}/approve`, {
      headers: { origin: new URL(office.url()).origin, 'idempotency-key': crypto.randomUUID() },
    });
    expect(again.status()).toBe(409);
  });

  test('a member withdraws and sees the hold; the operator rejects with a reason; the money comes back', async ({
    signedIn,
  }) => {
    const { member, operator: opContext } = await fundedMember(signedIn, 'wd', '500');

    const memberContext = await signedIn(member);
    const page = await memberContext.newPage();
    const shell = new Shell(page);

    // No destination yet: the page links to the bank details.
    await page.goto('/withdrawal');
    await page.getByRole('link', { name: 'Add your bank details' }).click();
    await expect(page).toHaveURL(/\/data-bank/);
    await page.getByLabel('Bank name').fill('Deutsche Bank');
    await page.getByLabel('Account holder').fill(`${member.firstName} ${member.lastName}`);
    await page.getByLabel('IBAN').fill(SAMPLE_IBAN);
    await page.getByRole('button', { name: 'Save' }).click();
    // Money out asks for the password again.
    const stepUp = page.getByRole('dialog');
    await stepUp.getByLabel('Password').fill(member.password);
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Bank details saved')).toBeVisible();

    await page.goto('/withdrawal');
    await expect(page.getByText('500.00 USD').first()).toBeVisible();
    await page.getByLabel('Amount').fill('100');
    await expect(page.getByText('102.00 USD')).toBeVisible(); // held: amount + the $2.00 fee, shown before confirming
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page).toHaveURL(/\/invoice-wd\/.+/);
    await expect(page.getByText('Pending').first()).toBeVisible();
    await expect(shell.balance()).toContainText('398.00 USD', LIVE);
    const number =
      (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Withdrawal ', '').trim() ?? '';

    await page.goto('/wallet');
    await expect(page.getByRole('heading', { name: 'On hold' }).locator('..')).toContainText('102.00 USD');
    // The history, filtered by kind, and its CSV export with the same filter.
    const history = page.getByRole('table', { name: 'Wallet history' });
    await expect(history.getByRole('row')).toHaveCount(3); // header, credit, hold
    await page.getByLabel('Kind').selectOption({ label: 'On hold (withdrawal or position margin)' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('-102.00 USD');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/date.*kind.*reference.*amount.*balance/i);
    expect(text).toContain(`Withdrawal ${number} requested (on hold),`);
    expect(text).not.toContain('Adjustment (credit)');
    await page.goto(`/view-withdrawal`);
    await page.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/invoice-wd\/.+/);
    await markWindow(page);

    // The operator rejects it with a reason.
    const office = await opContext.newPage();
    await office.goto(`/admin/withdrawals?member=${member.userName}&status=all`);
    const row = office.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: `Reject ${number}` }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The account holder does not match');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

    // The member reads the reason and has the money back, without a reload.
    await expect(page.getByText(/The account holder does not match/)).toBeVisible(LIVE);
    await expect(shell.balance()).toContainText('500.00 USD', LIVE);
    expect(await stillSameWindow(page)).toBe(true);
  });

  test('an adjustment and a trade move Available, On hold and the history on /wallet, without a reload', async ({
    signedIn,
  }) => {
    // Neither sends the `money` topic, only `balance`: the wallet's figures follow it.
    const { member, uid, operator: opContext } = await fundedMember(signedIn, 'wlive', '500');
    const memberContext = await signedIn(member);
    const page = await memberContext.newPage();
    await page.goto('/wallet');
    const available = page.getByRole('heading', { name: 'Available' }).locator('..');
    const onHold = page.getByRole('heading', { name: 'On hold' }).locator('..');
    const history = page.getByRole('table', { name: 'Wallet history' });
    await expect(available).toContainText('500.00 USD');
    await expect(history.getByRole('row')).toHaveCount(2); // header, credit
    await markWindow(page);

    await creditMember(opContext, uid, '250');
    await expect(available).toContainText('750.00 USD', LIVE);
    await expect(history.getByRole('row')).toHaveCount(3, LIVE);

    // The margin goes on hold; the margin and the fee leave Available (under 1,000: no separator).
    await openPosition(memberContext);
    const wallet = (await (await memberContext.request.get('/api/wallet')).json()) as {
      available: string;
      onHold: string;
    };
    await expect(onHold).toContainText(`${wallet.onHold} USD`, LIVE);
    await expect(available).toContainText(`${wallet.available} USD`, LIVE);
    expect(await stillSameWindow(page)).toBe(true);
  });

  test('the operator adds a crypto method; the member pays to its address, with a QR code, and sends the hash', async ({
    signedIn,
  }) => {
    const name = `Bitcoin ${Date.now().toString(36)}`;
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const opContext = await signedIn('operator');
    const office = await opContext.newPage();
    await office.goto('/admin/settings');
    await office.getByRole('button', { name: 'Add payment method' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Kind').selectOption('crypto');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Bitcoin (BTC) address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/not valid/)).toBeVisible(); // checked by the contract before sending
    await dialog.getByLabel('Bitcoin (BTC) address').fill(address);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(office.getByRole('list', { name: 'Payment methods' })).toContainText(name);

    const member = await verifiedMember('btc');
    const context = await signedIn(member);
    const page = await context.newPage();
    await page.goto('/add-balance');
    await page.getByLabel('Payment method').selectOption({ label: name });
    await expect(page.getByRole('img', { name: 'QR code of the Bitcoin (BTC) address' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await page.getByLabel('Amount').fill('25.50');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/invoice-balance\/.+/);
    await expect(page.getByRole('img', { name: 'QR code of the Bitcoin (BTC) address' })).toBeVisible();
    // A hash of its own: one transaction proves one payment, and the other project's run pays too.
    const hash = randomBytes(32).toString('hex');
    await page.getByLabel('Transaction hash').fill(hash);
    await page.getByRole('button', { name: 'Send hash' }).click();
    await expect(page.getByText('Proof received')).toBeVisible();
    await expect(page.getByText(hash)).toBeVisible();
  });

  test('the operator approves and pays a withdrawal; the member cancels another and an invoice', async ({
    signedIn,
  }) => {
    const { member, operator: opContext } = await fundedMember(signedIn, 'pay', '300');
    const memberContext = await signedIn(member);
    const paid = await createWithdrawal(memberContext, member.password, '50');
    const page = await memberContext.newPage();
    const shell = new Shell(page);
    await page.goto(`/invoice-wd/${paid}`);
    const number =
      (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Withdrawal ', '').trim() ?? '';

    // Approve, then mark paid with the payout reference: the member's page follows.
    const office = await opContext.newPage();
    await office.goto(`/admin/withdrawals?member=${member.userName}&status=all`);
    const row = office.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: `Approve ${number}` }).click();
    // Its bank details were saved just now: the confirmation asks for the withdrawal's number.
    const confirm = office.getByRole('dialog', { name: `Approve ${number}` });
    await confirm.getByLabel(`Type ${number} to confirm`).fill(number);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Mark paid ${number}` }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Payout reference').fill('SEPA-2026-0001');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Paid to Bank transfer/)).toBeVisible(LIVE);
    await expect(page.getByText('SEPA-2026-0001')).toBeVisible();
    await expect(shell.balance()).toContainText('248.00 USD');

    // The member cancels a pending withdrawal: the hold comes back at once.
    const cancelled = await createWithdrawal(memberContext, member.password, '100');
    await page.goto(`/invoice-wd/${cancelled}`);
    await expect(shell.balance()).toContainText('146.00 USD');
    await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(shell.balance()).toContainText('248.00 USD', LIVE);
    const cancelledNumber =
      (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Withdrawal ', '').trim() ?? '';

    // The wallet history reads each movement in words with its state now: the paid one as paid,
    // its fee on a line of its own, the cancelled one returned; the filter finds each.
    await page.goto('/wallet');
    const history = page.getByRole('table', { name: 'Wallet history' });
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(6); // header and five lines
    await expect(rows.nth(1)).toContainText(`Withdrawal ${cancelledNumber} cancelled: returned`);
    await expect(rows.nth(1)).toContainText('+102.00 USD');
    await expect(rows.nth(2)).toContainText(`Withdrawal ${cancelledNumber} requested (cancelled)`);
    await expect(rows.nth(3)).toContainText('Withdrawal fee');
    await expect(rows.nth(3)).toContainText('-2.00 USD');
    await expect(rows.nth(4)).toContainText(`Withdrawal ${number} paid`);
    await expect(rows.nth(4)).toContainText('-50.00 USD');
    await expect(rows.nth(5)).toContainText('Adjustment (credit)');
    await expect(history).not.toContainText('requested (on hold)');
    await page.screenshot({
      path: screenPath(`wallet-history-paid-${test.info().project.name}`),
      fullPage: true,
    });
    await page.getByLabel('Kind').selectOption({ label: 'Withdrawal paid' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Withdrawal ${number} paid`);
    await page.getByLabel('Kind').selectOption({ label: 'Withdrawal fee' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Withdrawal fee');

    // And a pending invoice.
    await page.goto(`/invoice-balance/${await createDeposit(memberContext, '80')}`);
    await page.getByRole('button', { name: 'Cancel invoice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel invoice' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
  });
});
