import { AuthPages, aMember } from '../page-models/auth-pages.js';
import { signInContext, verifiedMember } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

// Referrals and funds in the browser: B registers through A's /register/<userName>, A's
// /refferals lists B with the whole link and "Copy link"; the fund pages open, desktop and phone.
// Screenshots (dark and light) go to /work/shots/funds for a person to look at.
const SHOTS = '/work/shots/funds';

test('a member registers through another’s link; /refferals shows them; the fund pages open', async ({
  newContext,
}, testInfo) => {
  const project = testInfo.project.name;
  const a = await verifiedMember('ref');
  const contextA = await newContext({ colorMode: 'dark' });
  await signInContext(contextA, a.email, a.password);
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
  await pageA.screenshot({ path: `${SHOTS}/refferals-${project}-dark.png`, fullPage: true });

  await pageA.goto('/funds-bonus');
  await expect(pageA.getByRole('heading', { name: 'Bonus fund' })).toBeVisible();
  await pageA.screenshot({ path: `${SHOTS}/funds-bonus-${project}-dark.png`, fullPage: true });
  await pageA.goto('/withdrawal-profit');
  await expect(pageA.getByRole('button', { name: 'Move to wallet' })).toBeVisible();
  await pageA.screenshot({ path: `${SHOTS}/withdrawal-profit-${project}-dark.png`, fullPage: true });

  const light = await newContext({ colorMode: 'light' });
  await signInContext(light, a.email, a.password);
  const pageL = await light.newPage();
  for (const path of ['/refferals', '/funds-profit', '/withdrawal-bonus']) {
    await pageL.goto(path);
    await pageL.waitForLoadState('networkidle');
    await expect(pageL.getByText('Page not found')).toHaveCount(0);
    await pageL.screenshot({ path: `${SHOTS}${path}-${project}-light.png`, fullPage: true });
  }
});
