import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.js';

export const MAILBOX_COOKIE = 'dev_mailbox_token';
export const MAILBOX_HEADER = 'x-dev-mailbox-token';

/**
 * The dev mailbox holds every mail the app sent, reset links of operators included, so it
 * answers only a request carrying its secret, which the server prints in its start banner (as
 * Jupyter prints its token link): whoever reads the console reads the mails, and nobody else,
 * whatever the request's address, Host or forwarding headers say. The secret comes as the
 * banner link's `?token=` (which sets an HttpOnly cookie, so the page keeps working), that
 * cookie, or the X-Dev-Mailbox-Token header (scripts, the e2e tests). Anything else gets 404, as
 * if the mailbox did not exist.
 */
export function mailboxSecret(token: string) {
  const expected = Buffer.from(token);
  const matches = (given: unknown) => {
    if (typeof given !== 'string') return false;
    const candidate = Buffer.from(given);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
    if (matches(fromQuery)) {
      reply.header(
        'set-cookie',
        `${MAILBOX_COOKIE}=${token}; Path=/api/dev; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`,
      );
      return;
    }
    if (matches(request.headers[MAILBOX_HEADER]) || matches(cookieOf(request.headers.cookie, MAILBOX_COOKIE))) return;
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
  };
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
