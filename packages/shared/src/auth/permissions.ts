import type { Role } from './session.schema.js';

/**
 * What an operator may do, by name: the API guards (`requirePermission` on the server, a
 * route's `access: { permission }`) and the console (`useCan()` on the web) read this one list.
 * Never compare role strings in handlers or components.
 */
export const PERMISSIONS = [
  /** Open the back office and read what it shows (members, queues, ledger, audit, jobs). */
  'console.read',
  /** Block, ban, switch Real/Free, adjust balances, sign in as a member. */
  'members.manage',
  /** Approve, reject and pay deposits and withdrawals. */
  'money.decide',
  /** Edit settings, rates, money settings and payment methods. */
  'settings.manage',
  /** Approve, reject or ask for resubmission of KYC. */
  'kyc.decide',
  /** Answer members in the support inbox. */
  'support.reply',
  /** Edit trading symbols (enabled, spread, fee, maximum leverage) and close any member's position. */
  'trading.manage',
  /** Create, edit, order and deactivate investment packages; run the daily profit for a date. */
  'investments.manage',
  /** Invite operators, change their role, remove them. */
  'operators.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles of operators and what each may do; members and the chat contact have none. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  support: ['console.read', 'kyc.decide', 'support.reply'],
  member: [],
  contact: [],
};

/** Whether this role may do that. */
export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** The roles that open the back office (those with `console.read`: permissions.test.ts checks). */
export const OPERATOR_ROLES: readonly Role[] = ['admin', 'support'];

/**
 * An operator is a role that may open the back office. By the short list, not the table: the
 * first page asks it, and the table stays out of its download.
 */
export const isOperatorRole = (role: Role | null | undefined): boolean => !!role && OPERATOR_ROLES.includes(role);

/**
 * A member's row: no role, or 'member'. Operators and the chat contact are not members: the back
 * office's member pages and tabs answer 404 for them.
 */
export const isMemberRole = (role: string | null | undefined): boolean => !role || role === 'member';
