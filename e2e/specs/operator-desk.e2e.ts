import { BackOffice } from '../page-models/back-office.js';
import { uidOf, verifiedMember } from '../support/accounts.js';
import { createWithdrawal, creditMember, withdrawalNumber } from '../support/money.js';
import { type ColorMode, expect, screenPath, test } from '../support/test.js';

// What the operator does with a withdrawal: the queue opens on what waits (Pending, oldest
// first), the destination is read in full with copy buttons, and each decision is confirmed
// after reading what it will do; a destination changed in the last 24 h asks for the number.

for (const colorMode of ['dark', 'light'] as ColorMode[]) {
  test(`the operator reads where to send a withdrawal and confirms each decision (${colorMode})`, async ({
    signedIn,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${colorMode}`;
    const member = await verifiedMember('desk');
    const uid = await uidOf(member);
    const opContext = await signedIn('operator', { colorMode });
    await creditMember(opContext, uid, '500');
    const memberContext = await signedIn(member);
    const first = await createWithdrawal(memberContext, member.password, '120');
    await createWithdrawal(memberContext, member.password, '30');
    const number = await withdrawalNumber(memberContext, first);

    // The queue opens on Pending, oldest first.
    const office = await opContext.newPage();
    await office.goto(`/admin/withdrawals?member=${member.userName}`);
    // On a phone the filters are folded behind "Filters (1)": the member is one.
    const backOffice = new BackOffice(office);
    await backOffice.openFilters();
    await expect(office.getByLabel('Status')).toHaveValue('pending');
    await expect(office.getByLabel('Order')).toHaveValue('');
    const rows = office.getByRole('row').filter({ hasText: /W-\d+/ });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(number);
    await expect(rows.first()).toContainText('120.00 USD');
    await office.screenshot({ path: screenPath(`admin-withdrawals-pending-${tag}`), fullPage: true });

    // Where to send it: the full destination, with copy buttons.
    const row = rows.filter({ hasText: number });
    await row.getByRole('button', { name: `Destination of ${number}` }).click();
    const details = office.getByRole('dialog', { name: `${number}: where to send it` });
    await expect(details.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await expect(details.getByLabel('Destination', { exact: true }).getByText('Maria Sanchez')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy account holder' })).toBeVisible();
    await office.screenshot({ path: screenPath(`admin-withdrawal-destination-${tag}`) });
    await details.getByRole('button', { name: 'Close' }).click();

    // Approve restates the decision; the destination was changed just now, so the number is typed.
    await row.getByRole('button', { name: `Approve ${number}` }).click();
    const confirm = office.getByRole('dialog', { name: `Approve ${number}` });
    await expect(confirm).toContainText('120.00 USD');
    await expect(confirm).toContainText(member.userName);
    await expect(confirm).toContainText('Bank transfer · Deutsche Bank');
    await expect(confirm.getByText(/Details changed in the last 24 h/)).toBeVisible();
    const approve = confirm.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await confirm.getByLabel(`Type ${number} to confirm`).fill('W-000000');
    await expect(approve).toBeDisabled();
    await office.screenshot({ path: screenPath(`admin-withdrawal-confirm-${tag}`) });
    // Cancelling changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Approve ${number}` }).click();
    await confirm.getByLabel(`Type ${number} to confirm`).fill(number);
    await approve.click();
    // Decided, it leaves the Pending queue; under Approved it says who approved it.
    await expect(rows).toHaveCount(1);
    await backOffice.openFilters();
    await office.getByLabel('Status').selectOption('approved');
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row).toContainText('by Operator');
    await expect(office.getByLabel('Status')).toHaveValue('approved');
    await office.getByLabel('Status').selectOption('all');
    await expect(rows).toHaveCount(2);
  });
}
