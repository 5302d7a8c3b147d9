import type { OperatorRole } from '@member-area/shared';

export const ROLE_LABEL: Record<OperatorRole, string> = {
  admin: 'Admin (everything)',
  support: 'Support (chat, KYC, reading)',
};
