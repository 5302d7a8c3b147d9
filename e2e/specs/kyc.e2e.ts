import { AuthPages } from '../page-models/auth-pages.js';
import { BackOffice } from '../page-models/back-office.js';
import { KycForm } from '../page-models/kyc-form.js';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { waitForMail } from '../support/mailbox.js';
import { write } from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';

test.describe('KYC', () => {
  test('a member passes KYC after one resubmission request', async ({ page, signedIn }, testInfo) => {
    const tag = testInfo.project.name;
    const member = await verifiedMember('kyc');
    await new AuthPages(page).signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);
    await page.goto('/kyc-user');
    const status = page.getByTestId('kyc-status');
    await expect(status).toHaveText('Not submitted');

    const form = new KycForm(page);
    await form.fill({
      documentType: "Driver's licence",
      number: 'DL-778812',
      country: 'Spain',
      born: '1988-11-03',
      address: 'Calle Mayor 12, 28013 Madrid',
    });
    await form.uploadAll();
    await page.screenshot({ path: screenPath(`kyc-form-${tag}-dark`), fullPage: true });
    await form.submit();
    await expect(status).toHaveText('Pending review');

    // The operator asks for the front again.
    const operator = await signedIn('operator');
    const office = await operator.newPage();
    await new BackOffice(office).openKycReview(member);
    await expect(office.getByRole('img', { name: 'Front of the document' })).toBeVisible();
    await expect(office.getByRole('img', { name: 'Proof of address' })).toBeVisible();
    await expectAccessible(office, 'KYC review');
    await office.screenshot({ path: screenPath(`admin-kyc-review-${tag}-dark`), fullPage: true });
    await office.getByRole('button', { name: 'Zoom: Front of the document' }).click();
    const zoom = office.getByRole('dialog', { name: 'Front of the document' });
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom.getByText('150%')).toBeVisible();
    await zoom.getByRole('button', { name: 'Close' }).click();
    await office.getByRole('button', { name: 'Request resubmission' }).click();
    const ask = office.getByRole('dialog', { name: 'Request resubmission' });
    await ask.getByLabel('Front of the document').check();
    await ask.getByLabel('Note for the member (optional)').fill('The front photo is blurred');
    await ask.getByRole('button', { name: 'Request resubmission' }).click();
    await expect(office.getByTestId('kyc-review-status')).toHaveText('Resubmission requested');

    // The member sees it live, and re-uploads only the front.
    await expect(status).toHaveText('Resubmission requested');
    await expect(page.getByText('Please upload again: Front of the document.')).toBeVisible();
    await expect(page.getByLabel('Proof of address', { exact: true })).toHaveCount(0);
    await waitForMail(member.email, /upload some KYC documents again/);
    await page.screenshot({ path: screenPath(`kyc-resubmission-${tag}-dark`), fullPage: true });
    await form.upload('Front of the document');
    await expect(page.getByText('Uploaded')).toHaveCount(1);
    await form.submit();
    await expect(status).toHaveText('Pending review');

    await new BackOffice(office).openKycReview(member);
    await office.getByRole('button', { name: 'Approve' }).click();
    const confirm = office.getByRole('dialog', { name: 'Approve KYC' });
    await expect(confirm).toContainText(member.userName);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(office.getByTestId('kyc-review-status')).toHaveText('Approved');

    await expect(status).toHaveText('Approved');
    await expect(page.getByText('Your identity is verified.')).toBeVisible();
    await waitForMail(member.email, /identity is verified/);
    await expectAccessible(page, '/kyc-user approved');
    await page.screenshot({ path: screenPath(`kyc-approved-${tag}-dark`), fullPage: true });
  });

  test('a back uploaded for an ID card, then Passport: accepted; a decision lost to another is said in its dialog', async ({
    page,
    signedIn,
  }) => {
    const member = await verifiedMember('kycpass');
    await new AuthPages(page).signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);
    await page.goto('/kyc-user');
    await expect(page.getByLabel('Document type')).toHaveValue('national_id');
    const form = new KycForm(page);
    await form.fill({
      number: 'X1234567',
      country: 'Spain',
      born: '1990-02-14',
      address: 'Calle Mayor 12, 28013 Madrid',
    });
    await form.uploadAll();
    await page.getByLabel('Document type').selectOption({ label: 'Passport' });
    await expect(page.getByLabel('Back of the document', { exact: true })).toHaveCount(0);
    // The back stays uploaded on the page but is not sent: a passport has none.
    await form.submit();
    await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');

    // Another operator approves while this one is rejecting: the refusal shows in the dialog, not behind it.
    const operator = await signedIn('operator');
    const office = await operator.newPage();
    await new BackOffice(office).openKycReview(member);
    await expect(office.getByTestId('kyc-review-status')).toHaveText('Pending review');
    const id = new URL(office.url()).pathname.split('/').pop() ?? '';
    await office.getByRole('button', { name: 'Reject' }).click();
    const reject = office.getByRole('dialog', { name: 'Reject' });
    await reject.getByLabel('Reason').fill('The photo is blurred');
    await write(operator.request, 'post', `/api/admin/kyc/${id}/approve`);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByRole('alert')).toBeVisible();
  });

  test('with "KYC required for withdrawals" on, /withdrawal says why it is blocked and links to /kyc-user', async ({
    page,
    signedIn,
  }, testInfo) => {
    const operator = await signedIn('operator');
    const office = await operator.newPage();
    const setting = async (on: boolean) => {
      await office.goto('/admin/settings');
      const toggle = office.getByLabel('KYC required for withdrawals');
      if ((await toggle.isChecked()) !== on) await toggle.click();
      await office.getByRole('button', { name: 'Save settings' }).click();
      await expect(office.getByText('Settings saved')).toBeVisible();
    };
    const member = await verifiedMember('kycgate');
    await new AuthPages(page).signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);
    await setting(true);
    try {
      await page.goto('/withdrawal');
      const notice = page.getByText(/Withdrawals need a verified identity\. Your KYC is: Not submitted/);
      await expect(notice).toBeVisible();
      await page.screenshot({
        path: screenPath(`withdrawal-kyc-blocked-${testInfo.project.name}-dark`),
        fullPage: true,
      });
      await page.getByRole('link', { name: 'Complete your KYC' }).click();
      await expect(page).toHaveURL(/\/kyc-user$/);
    } finally {
      await setting(false);
    }
    await page.goto('/withdrawal');
    await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
    await expect(page.getByText(/Withdrawals need a verified identity/)).toHaveCount(0);
  });
});
