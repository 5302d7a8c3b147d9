import { z } from 'zod';

/** The roles an operator can have (permissions.ts says what each may do). */
export const OPERATOR_ROLE_NAMES = ['admin', 'support'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLE_NAMES);
export type OperatorRole = z.infer<typeof ZOperatorRole>;

export const ZOperator = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZOperatorRole,
  twoFactorEnabled: z.boolean(),
  /** Invited operators must turn two-factor on before the back office opens. */
  twoFactorRequired: z.boolean(),
  /** The newest successful sign-in, ISO; null when never. */
  lastSignInAt: z.string().nullable(),
  /** The one asking: the page does not offer removing yourself. */
  you: z.boolean(),
});
export type Operator = z.infer<typeof ZOperator>;

export const ZOperatorList = z.object({ rows: z.array(ZOperator) });
export type OperatorList = z.infer<typeof ZOperatorList>;

export const ZInviteOperatorRequest = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(60, 'At most 60 characters'),
  role: ZOperatorRole,
});
export type InviteOperatorRequest = z.infer<typeof ZInviteOperatorRequest>;

export const ZSetOperatorRoleRequest = z.object({ role: ZOperatorRole });
export type SetOperatorRoleRequest = z.infer<typeof ZSetOperatorRoleRequest>;

export const ZOperatorIdParams = z.object({ id: z.string().min(1).max(100) });
