import { z } from 'zod';

/** What an operator's "Sign in as member" returns: a path that works once, for one minute. */
export const ZSignInLinkResponse = z.object({ path: z.string(), expiresAt: z.string() });
export type SignInLinkResponse = z.infer<typeof ZSignInLinkResponse>;

/** /login-admin/:username/:pass — `pass` is the single-use token, never a password. */
export const ZLoginAdminRequest = z.object({
  userName: z.string().min(1).max(60),
  token: z.string().min(20, 'This sign-in link is incomplete').max(200),
});
export type LoginAdminRequest = z.infer<typeof ZLoginAdminRequest>;
