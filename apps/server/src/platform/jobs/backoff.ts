/** Seconds to wait before retry number `attempt` (1 = after the first failure): doubling, capped. */
export function backoffSeconds(attempt: number, baseSeconds: number, maxSeconds: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(maxSeconds, baseSeconds * 2 ** exponent);
}
