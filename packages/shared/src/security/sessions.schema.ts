import { z } from 'zod';

export const ZActiveSession = z.object({
  id: z.string(),
  /** "Desktop", "Phone" or "Tablet", with the operating system: "Desktop · Windows". */
  device: z.string(),
  browser: z.string(),
  ipAddress: z.string().nullable(),
  lastSeen: z.string(),
  signedInAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  /** An operator acting as the member. */
  impersonation: z.boolean(),
});
export type ActiveSession = z.infer<typeof ZActiveSession>;

export const ZActiveSessionsResponse = z.object({ sessions: z.array(ZActiveSession) });
export type ActiveSessionsResponse = z.infer<typeof ZActiveSessionsResponse>;

export const ZRevokeOthersResponse = z.object({ revoked: z.number().int().nonnegative() });

export const ZSignInEvent = z.object({
  id: z.string(),
  at: z.string(),
  ipAddress: z.string().nullable(),
  browser: z.string(),
  device: z.string(),
  success: z.boolean(),
  /** Why it failed; null on success. */
  reason: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof ZSignInEvent>;

export const ZSignInHistoryResponse = z.object({ events: z.array(ZSignInEvent) });
export type SignInHistoryResponse = z.infer<typeof ZSignInHistoryResponse>;
