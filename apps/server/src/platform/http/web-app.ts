import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names everything under assets/ by content hash: a new build gets new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, colour-mode.js, favicon) is re-checked on every visit. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `dist`: the brotli or gzip file that `vite build` wrote beside
 * each asset when the browser accepts it, hashed assets cached for a year, and index.html for
 * every unknown non-API path so the router can answer. Does nothing when there is no build.
 */
export async function serveWebApp(server: FastifyInstance, dist: string): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) return;
  await server.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, not send's `public, max-age=0` (which would otherwise overwrite what setHeaders sets).
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = relative(dist, path).split(sep)[0] === 'assets';
      res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      // The body depends on Accept-Encoding: a shared cache must not hand br to a gzip-only client.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  server.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${request.url}` } });
    }
    return reply.sendFile('index.html');
  });
}
