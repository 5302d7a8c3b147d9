import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is personal unless its route says otherwise: without a Cache-Control of
 * its own it gets `no-store`, so no browser, proxy or shared computer keeps a copy of a
 * balance or a profile. A public route opts out by setting its own header.
 */
export function registerNoStore(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every answer for a header check.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
