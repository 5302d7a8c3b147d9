import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/**
 * The dev mailbox holds every mail the app sent, reset links of operators included, so it
 * answers only the developer at the keyboard: a loopback connection (the socket itself,
 * never a forwarded address), that no proxy on this machine relayed (no forwarding
 * headers), addressed to a loopback host name (so a DNS-rebinding page cannot read it
 * through the developer's browser). Everyone else gets 404, as if it did not exist.
 * Chosen over "your own mail only" because the mailbox is read before the member can sign
 * in (the verification link is in it), so there is no session to tie it to.
 */
export async function localDeveloperOnly(request: FastifyRequest): Promise<void> {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const local =
    LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((h) => request.headers[h] === undefined) &&
    LOOPBACK_HOSTS.has(host);
  if (!local) throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
}
