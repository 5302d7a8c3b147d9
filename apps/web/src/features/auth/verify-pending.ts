// Its own module: the entry needs it (MemberArea), and api.ts would bring zod along.
/** Where /verify-pending is reached with the address to verify. */
export function verifyPendingTarget(email: string) {
  return { to: `/verify-pending?email=${encodeURIComponent(email)}`, state: { email } };
}
