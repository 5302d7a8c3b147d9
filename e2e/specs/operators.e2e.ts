import type { BrowserContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { BackOffice } from '../page-models/back-office.js';
import { ChatBox } from '../page-models/chat.js';
import { signInContext, verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { totpNow } from '../support/documents.js';
import { submitKyc } from '../support/kyc.js';
import { waitForMail } from '../support/mailbox.js';
import { createWithdrawal, creditMember } from '../support/money.js';
import { type ColorMode, expect, screenPath, serverURL, test } from '../support/test.js';

const origin = () => ({ origin: serverURL() });

/** A member who wrote to support and submitted a KYC (both through the API), with a pending withdrawal. */
async function memberWithWork(member: BrowserContext, operator: BrowserContext, password: string, uid: string) {
  const chat = (await (await member.request.get('/api/chat')).json()) as { chatId: string };
  const sent = await member.request.post(`/api/chat/${chat.chatId}/messages`, {
    multipart: { text: 'Hello, is my withdrawal on its way?' },
    headers: origin(),
  });
  expect(sent.ok()).toBe(true);
  await submitKyc(member);
  await creditMember(operator, uid, '80.00');
  return createWithdrawal(member, password, '30.00');
}

async function shoot(page: Page, name: string, project: string, mode: ColorMode) {
  await page.screenshot({ path: screenPath(`${name}-${project}-${mode}`), fullPage: true });
}

test.describe('operators', () => {
  test('an admin invites a support operator, who enables two-factor, answers a chat and reviews a KYC but cannot approve a withdrawal', async ({
    newContext,
    signedIn,
  }, testInfo) => {
    const tag = testInfo.project.name;
    const member = await verifiedMember('opsm');
    const memberContext = await newContext();
    const memberUid = await signInContext(memberContext, member.email, member.password);
    const admin = await signedIn('operator', { colorMode: 'dark' });
    const slug = await memberWithWork(memberContext, admin, member.password, memberUid);

    // The admin invites a support operator on "Operators".
    const office = await admin.newPage();
    await office.goto('/admin/operators');
    await expect(office.getByRole('heading', { name: 'Operators' })).toBeVisible();
    const email = `support.${tag}.${Date.now()}@example.com`;
    const name = `Sue ${tag === 'phone' ? 'Phone' : 'Desk'}`;
    await office.getByRole('button', { name: 'Invite operator' }).click();
    const dialog = office.getByRole('dialog', { name: 'Invite operator' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').selectOption('support');
    await expectAccessible(office, 'invite operator dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(office.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(office.getByText(email, { exact: true })).toBeVisible();
    await expect(office.getByText('Off (required)').first()).toBeVisible();
    await expectAccessible(office, 'operators');
    await shoot(office, 'admin-operators', tag, 'dark');

    // The invitee reads the mail, chooses a password, signs in: the console waits for two-factor.
    const mail = await waitForMail(email, /invited to the .* back office/);
    const invitee = await newContext({ colorMode: 'light' });
    const page = await invitee.newPage();
    const link = new URL(mail.link ?? '');
    await page.goto(link.pathname + link.search);
    const password = 'Support-Pass-2026';
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await new AuthPages(page).signIn(email, password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { name: 'Enable two-factor to open the back office' })).toBeVisible();
    await expectAccessible(page, 'two-factor required');
    await shoot(page, 'admin-two-factor-required', tag, 'light');
    const refused = await invitee.request.get('/api/admin/members');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Enable two-factor/);

    await page.getByRole('link', { name: 'Go to Security' }).click();
    await page.getByRole('button', { name: 'Enable two-factor' }).click();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(/\s/g, '');
    await page.getByLabel('Code from the app').fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

    // Now the console opens: the operator answers the member's chat…
    await page.goto('/admin/support');
    await page
      .getByRole('region', { name: 'Threads' })
      .getByRole('button', { name: new RegExp(`@${member.userName}`) })
      .click();
    const thread = ChatBox.supportThread(page);
    await thread.send('It is being reviewed today.');
    await expect(thread.messages.filter({ hasText: 'It is being reviewed today.' })).toBeVisible();

    // …reviews the KYC…
    await new BackOffice(page).openKycReview(member);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve KYC' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('kyc-review-status')).toHaveText('Approved');

    // …but reads the withdrawals without a way to approve one, and the API refuses it too.
    await page.goto('/admin/withdrawals');
    const number = (await (await invitee.request.get(`/api/admin/withdrawals?status=pending`)).json()) as {
      rows: { slug: string; number: string }[];
    };
    const mine = number.rows.find((w) => w.slug === slug);
    expect(mine).toBeDefined();
    await expect(page.getByText(mine?.number ?? '-').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve ${mine?.number}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite operator' })).toHaveCount(0);
    const approve = await invitee.request.post(`/api/admin/withdrawals/${slug}/approve`, {
      data: {},
      headers: { ...origin(), 'idempotency-key': crypto.randomUUID() },
    });
    expect(approve.status()).toBe(403);
    expect(((await approve.json()) as { error: { message: string } }).error.message).toMatch(
      /role \(support\) does not allow/,
    );
    await page.goto('/admin/operators');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite operator' })).toHaveCount(0);
    await expectAccessible(page, 'operators as support');
    await shoot(page, 'admin-operators-support', tag, 'light');

    // The admin reads it all in the audit log, as sentences with names, in both colour modes.
    await office.goto(`/admin/audit?member=${encodeURIComponent(member.email)}`);
    await expect(office.getByText(`${name} approved ${member.firstName} ${member.lastName}’s KYC`)).toBeVisible();
    await expect(
      office.getByText(`${name} answered ${member.firstName} ${member.lastName} in the support chat`),
    ).toBeVisible();
    await expect(office.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /\/api\/admin\/audit\.csv\?member=/,
    );
    await expectAccessible(office, 'audit log');
    await shoot(office, 'admin-audit', tag, 'dark');
    const light = await signedIn('operator', { colorMode: 'light' });
    const lightPage = await light.newPage();
    await lightPage.goto('/admin/audit?action=operator.invite');
    await expect(lightPage.getByText(`invited ${name} (${email}) as support`)).toBeVisible();
    await expectAccessible(lightPage, 'audit log (light)');
    await shoot(lightPage, 'admin-audit', tag, 'light');
    await lightPage.goto('/admin/operators');
    await expect(lightPage.getByText(email, { exact: true })).toBeVisible();
    await expect(lightPage.getByText('On', { exact: true }).first()).toBeVisible();
    await expectAccessible(lightPage, 'operators (light)');
    await shoot(lightPage, 'admin-operators', tag, 'light');
  });
});
