import { ROUTES } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath', () => {
  it('sends an operator to the back office and a member to the dashboard', () => {
    expect(landingPath({ role: 'admin' })).toBe(ROUTES.admin);
    expect(landingPath({ role: 'member' })).toBe(ROUTES.home);
  });
});
