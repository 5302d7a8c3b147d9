import { describe, expect, it } from 'vitest';
import { isItemActive, isNavGroup, visibleNavItems } from './nav-items';

const labels = (role: Parameters<typeof visibleNavItems>[0]) =>
  visibleNavItems(role).flatMap((item) =>
    isNavGroup(item) ? [item.label, ...item.children.map((c) => `${item.label}/${c.label}`)] : [item.label],
  );

describe('side navigation', () => {
  it('shows a member the side navigation in the spec order: Dashboard, Settings, Security, KYC, Investment, Trade, Funds, Wallet, Network', () => {
    expect(labels('member')).toEqual([
      'Dashboard',
      'Settings',
      'Settings/Profile',
      'Settings/Bank',
      'Settings/Password',
      'Security',
      'KYC',
      'Investment',
      'Trade',
      'Trade/Trade',
      'Trade/Open positions',
      'Trade/Trade history',
      'Funds',
      'Funds/Bonus',
      'Funds/Profit',
      'Funds/Bonus withdrawal',
      'Funds/Profit withdrawal',
      'Wallet',
      'Wallet/Balance',
      'Wallet/Add balance',
      'Wallet/Withdrawal',
      'Network',
      'Network/Referrals',
    ]);
  });

  it('links the items to the spec routes to the spec routes', () => {
    const links = visibleNavItems('member').flatMap((item) => (isNavGroup(item) ? item.children : [item]));
    const to = (label: string) => links.find((l) => l.label === label)?.to;
    expect(
      ['Bank', 'Security', 'KYC', 'Investment', 'Trade', 'Referrals', 'Balance', 'Add balance', 'Withdrawal'].map(to),
    ).toEqual([
      '/data-bank',
      '/security',
      '/kyc-user',
      '/investment',
      '/trade/BTC/bitcoin',
      '/refferals',
      '/wallet',
      '/add-balance',
      '/withdrawal',
    ]);
  });

  it('adds the back office for operators only', () => {
    expect(labels('admin')).toContain('Back office');
    expect(labels('member')).not.toContain('Back office');
    expect(labels(undefined)).not.toContain('Back office');
  });

  it('keeps an item active on its own detail pages, and only there', () => {
    const links = visibleNavItems('member').flatMap((item) => (isNavGroup(item) ? item.children : [item]));
    const active = (pathname: string) => links.filter((l) => isItemActive(l, pathname)).map((l) => l.label);
    expect(active('/invoice-wd/abc123')).toEqual(['Withdrawal']);
    expect(active('/invoice-wd')).toEqual(['Withdrawal']);
    expect(active('/view-withdrawal')).toEqual(['Withdrawal']);
    expect(active('/invoice-balance/abc123')).toEqual(['Add balance']);
    expect(active('/wallet')).toEqual(['Balance']);
    expect(active('/')).toEqual(['Dashboard']);
  });
});
