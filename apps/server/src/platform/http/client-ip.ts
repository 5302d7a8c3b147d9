import type { FastifyInstance } from 'fastify';

/** The header Better Auth reads the client's address from (see auth.ts, advanced.ipAddress). */
export const CLIENT_IP_HEADER = 'x-member-area-client-ip';

/**
 * Hands the client's address, as Fastify resolved it under TRUST_PROXY, to Better Auth, which
 * reads it from a header when it creates a session (the Active sessions list shows it). Any
 * value the client sent under that name is overwritten, so nobody chooses their own address.
 */
export function registerClientIpHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.headers[CLIENT_IP_HEADER] = request.ip;
    done();
  });
}
