import { describe, expect, it } from 'vitest';
import { hasPermission, isOperatorRole, OPERATOR_ROLES, PERMISSIONS, ROLE_PERMISSIONS } from './permissions.js';
import { ROLES } from './session.schema.js';

describe('permissions', () => {
  it('give an admin everything, and members and the chat contact nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(hasPermission('admin', permission)).toBe(true);
      expect(hasPermission('member', permission)).toBe(false);
      expect(hasPermission('contact', permission)).toBe(false);
      expect(hasPermission(undefined, permission)).toBe(false);
    }
  });

  it('let support read the console, decide KYC and answer chats, and nothing that moves money', () => {
    expect(ROLE_PERMISSIONS.support).toEqual(['console.read', 'kyc.decide', 'support.reply']);
    expect(hasPermission('support', 'money.decide')).toBe(false);
    expect(hasPermission('support', 'members.manage')).toBe(false);
  });

  it('name as operator roles exactly the roles that open the console', () => {
    expect([...OPERATOR_ROLES].sort()).toEqual(ROLES.filter(isOperatorRole).sort());
  });
});
