import { z } from 'zod';

// Who did something, shown the same wherever the back office says it: queues ("by …"), the
// ledger explorer, the audit log, the KYC review.

/** Roles that act for the brand: shown by the name they chose, not by a generated user name. */
const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'support']);

export interface WhoSource {
  role: string | null;
  name: string | null;
  username: string | null;
}

/**
 * An operator by their name (ADMIN_NAME at first start, editable in the back office's
 * settings), a member by their user name.
 */
export function whoName(p: WhoSource): string {
  const name = p.name?.trim() ?? '';
  if (p.role !== null && STAFF_ROLES.has(p.role) && name !== '') return name;
  return p.username ?? name;
}

/** PUT /api/admin/operator-name: the signed-in operator's own name, as everyone sees it. */
export const ZOperatorName = z.object({
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(60, 'At most 60 characters'),
});
export type OperatorName = z.infer<typeof ZOperatorName>;
