import { describe, expect, it } from 'vitest';
import { isNavGroup, visibleNavItems } from './nav-items';

const labels = (role: Parameters<typeof visibleNavItems>[0]) =>
  visibleNavItems(role).flatMap((item) =>
    isNavGroup(item) ? [item.label, ...item.children.map((c) => `${item.label}/${c.label}`)] : [item.label],
  );

describe('side navigation', () => {
  it('shows a member the dashboard, the settings group (profile, bank, password) and the wallet group', () => {
    expect(labels('member')).toEqual([
      'Dashboard',
      'Settings',
      'Settings/Profile',
      'Settings/Bank',
      'Settings/Password',
      'Wallet',
      'Wallet/Balance',
      'Wallet/Add balance',
      'Wallet/Withdrawal',
    ]);
  });

  it('links the wallet group and bank to the spec routes', () => {
    const links = visibleNavItems('member').flatMap((item) => (isNavGroup(item) ? item.children : [item]));
    const to = (label: string) => links.find((l) => l.label === label)?.to;
    expect([to('Bank'), to('Balance'), to('Add balance'), to('Withdrawal')]).toEqual([
      '/data-bank',
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
});
