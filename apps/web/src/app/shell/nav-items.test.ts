import { describe, expect, it } from 'vitest';
import { isNavGroup, visibleNavItems } from './nav-items';

const labels = (role: Parameters<typeof visibleNavItems>[0]) =>
  visibleNavItems(role).flatMap((item) =>
    isNavGroup(item) ? [item.label, ...item.children.map((c) => `${item.label}/${c.label}`)] : [item.label],
  );

describe('side navigation', () => {
  it('shows a member the dashboard, the settings group with profile and password, Security and KYC', () => {
    expect(labels('member')).toEqual([
      'Dashboard',
      'Settings',
      'Settings/Profile',
      'Settings/Password',
      'Security',
      'KYC',
    ]);
  });

  it('adds the back office for operators only', () => {
    expect(labels('admin')).toContain('Back office');
    expect(labels('member')).not.toContain('Back office');
    expect(labels(undefined)).not.toContain('Back office');
  });
});
