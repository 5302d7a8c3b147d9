import { AuthPages } from '../page-models/auth-pages.js';
import { Shell } from '../page-models/shell.js';
import { verifiedMember } from '../support/accounts.js';
import { expect, screenPath, test } from '../support/test.js';

test.describe('the ticker', () => {
  test('says "Simulated prices" and moves', async ({ page }, testInfo) => {
    const member = await verifiedMember('tick');
    await new AuthPages(page).signIn(member.email, member.password);
    await new Shell(page).expectGreeting(member);
    const ticker = page.getByRole('region', { name: 'Crypto prices' });
    await expect(ticker.getByText('Simulated prices')).toBeVisible();
    const btc = ticker.locator('li:not([aria-hidden] li)').filter({ hasText: 'BTC' }).first();
    const first = await btc.innerText();
    await expect.poll(() => btc.innerText(), { timeout: 15_000 }).not.toBe(first);
    await page.screenshot({ path: screenPath(`prices-ticker-${testInfo.project.name}`) });
  });
});
