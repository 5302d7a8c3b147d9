import { APIError } from 'better-auth/api';

/** The error code Better Auth put on a failed call, or undefined for other errors. */
export function betterAuthCode(err: unknown): string | undefined {
  if (!(err instanceof APIError)) return undefined;
  const body = err.body as { code?: string } | undefined;
  return body?.code ?? String(err.status);
}
