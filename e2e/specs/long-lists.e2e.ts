import { uidOf, verifiedMember } from '../support/accounts.js';
import { write } from '../support/money.js';
import { expect, screenPath, test } from '../support/test.js';

// A list counts its matches only a little past the page shown (COUNT_AHEAD = 100, issue 18):
// past that its total is a lower bound, the pager says "150+" and pages on while pages come
// back full; a page whose count reaches the end of the list says the exact total again. It pages
// by key: page 3 is the entries after page 2's last, an index range like page 1.
test('a long audit log says its total is a lower bound and pages to its end', async ({ signedIn }, testInfo) => {
  const member = await verifiedMember('lists');
  const uid = await uidOf(member);
  const office = await signedIn('operator');
  // 160 audited actions on one member: Real and Free in turn.
  for (let i = 0; i < 160; i++) {
    await write(office.request, 'post', `/api/admin/members/${uid}/flags`, { flag: 'userTrading', value: i % 2 === 0 });
  }
  const page = await office.newPage();
  await page.goto(`/admin/audit?member=${member.userName}`);
  await expect(page.getByText('1–50 of 150+')).toBeVisible();
  await page.screenshot({ path: screenPath(`audit-lower-bound-${testInfo.project.name}`), fullPage: true });
  const next = page.getByRole('button', { name: 'Go to next page' });
  // Page 2 counts to 200: the whole list, exact again.
  await next.click();
  await expect(page.getByText('51–100 of 160')).toBeVisible();
  // The page is reached by the key of the last entry shown (the log pages by key), kept in the
  // address: a reload shows the same page.
  await expect(page).toHaveURL(/page=2&after=/);
  await page.reload();
  await expect(page.getByText('51–100 of 160')).toBeVisible();
  await next.click();
  await expect(page.getByText('101–150 of 160')).toBeVisible();
  await next.click();
  await expect(page.getByText('151–160 of 160')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText('101–150 of 160')).toBeVisible();
});
