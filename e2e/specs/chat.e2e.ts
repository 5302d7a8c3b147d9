import { ChatBox } from '../page-models/chat.js';
import { verifiedMember } from '../support/accounts.js';
import { expectAccessible } from '../support/axe.js';
import { expect, screenPath, test } from '../support/test.js';

/** Turns the settings' menuContact on or off as the operator does, in the back office. */
async function setMenuContact(page: import('@playwright/test').Page, on: boolean) {
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: 'Show the contact menu' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

test.describe('live support chat', () => {
  test('a member and an operator talk live, with images and en-US relative times', async ({ signedIn }, testInfo) => {
    const tag = testInfo.project.name;
    const member = await verifiedMember('chat');
    const memberContext = await signedIn(member);
    const operatorContext = await signedIn('operator');

    const memberPage = await memberContext.newPage();
    // A clock the test can move on: relative times must refresh as time passes.
    await memberPage.clock.install();
    await memberPage.goto('/');
    const operatorPage = await operatorContext.newPage();
    await operatorPage.goto('/admin/support');
    await expect(operatorPage.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();

    // The member opens the chat: the toggle is a button named for what it does.
    await memberPage.getByRole('button', { name: 'Open chat' }).click();
    const panel = ChatBox.memberPanel(memberPage);
    await expect(panel.root.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await expect(panel.root.getByText('Support Team')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Close chat' }).first()).toBeVisible();

    // Text is shown as text, never as HTML.
    const text = `Hello <b>support</b> ${Date.now()}`;
    await panel.send(text);
    await expect(panel.messages.filter({ hasText: text })).toContainText('now');

    // An image: a preview before sending, removable, then sent; the selection clears.
    await panel.attach();
    await panel.removeAttachment();
    await panel.attach('receipt.png');
    await panel.input.fill('my receipt');
    await panel.root.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(panel.root.getByRole('img', { name: 'Selected image' })).toHaveCount(0);
    await expect(panel.root.getByRole('img', { name: 'Image you sent' })).toBeVisible();
    await expectAccessible(memberPage, `chat panel (${tag})`);
    await memberPage.screenshot({ path: screenPath(`chat-panel-${tag}-dark`) });

    // The operator sees the thread arrive live, with the member beside it, and opens it.
    const fullName = `${member.firstName} ${member.lastName}`;
    const row = operatorPage
      .getByRole('region', { name: 'Threads' })
      .getByRole('button', { name: new RegExp(`@${member.userName}`) });
    await expect(row).toContainText('unread');
    await row.click();
    const thread = ChatBox.supportThread(operatorPage);
    await expect(thread.messages.filter({ hasText: text })).toBeVisible();
    await expect(thread.root.getByText('<b>support</b>', { exact: false })).toBeVisible();
    await expect(thread.root.locator('b')).toHaveCount(0);
    const image = thread.root.getByRole('img', { name: `Image from ${fullName}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await expect(thread.root.getByRole('link', { name: fullName, exact: true })).toHaveAttribute(
      'href',
      /\/admin\/members\/.+/,
    );
    await expect(thread.root.getByText(`@${member.userName}`)).toBeVisible();
    await expect(thread.root.getByText('Free', { exact: true })).toBeVisible();

    // The operator answers; the member's open panel shows it at once.
    await thread.send('Hi! We are looking at your receipt.');
    await expect(panel.messages.filter({ hasText: 'We are looking at your receipt' })).toBeVisible();
    // And as the member writes again, the operator's open thread updates live too.
    await panel.send('Thank you!');
    await expect(thread.messages.filter({ hasText: 'Thank you!' })).toBeVisible();
    await expectAccessible(operatorPage, `support inbox (${tag})`);
    await operatorPage.screenshot({ path: screenPath(`admin-support-thread-${tag}-dark`), fullPage: true });

    // Times are relative, en-US, and move on as time passes.
    const answer = panel.messages.filter({ hasText: 'We are looking at your receipt' });
    await expect(answer.locator('time')).toHaveText(/^(now|\d+ seconds ago)$/);
    await memberPage.clock.fastForward('02:00');
    await expect(answer.locator('time')).toHaveText('2 minutes ago');

    // With the panel closed, a new answer counts on the toggle.
    await memberPage.getByRole('button', { name: 'Close chat' }).first().click();
    await thread.send('Anything else?');
    await expect(memberPage.getByRole('button', { name: 'Open chat' })).toContainText('1');

    // Turning menuContact off hides the toggle and the menu item at once, live; on again, back.
    try {
      await setMenuContact(operatorPage, false);
      await expect(memberPage.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
      await memberPage.getByRole('button', { name: 'Account menu' }).click();
      await expect(memberPage.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(memberPage.getByRole('menuitem', { name: 'Contact support' })).toHaveCount(0);
      await memberPage.keyboard.press('Escape');
    } finally {
      await setMenuContact(operatorPage, true);
    }
    await expect(memberPage.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await memberPage.getByRole('button', { name: 'Account menu' }).click();
    await memberPage.getByRole('menuitem', { name: 'Contact support' }).click();
    await expect(panel.root).toBeVisible();
  });
});
