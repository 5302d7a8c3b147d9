import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers on every answer, computed once at start. @fastify/helmet builds
 * a new helmet middleware (parsing the CSP directives again) for every request, which was a
 * visible share of an authenticated read's CPU. Our options are the same for every route, so
 * the headers are too: they are taken from the real plugin on a throwaway server (the
 * headers it adds to an empty answer) and set as they are on each request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const [plain, withHelmet] = await Promise.all([probeHeaders(null), probeHeaders(options)]);
  const headers = Object.entries(withHelmet).filter(([name, value]) => plain[name] !== value);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a header a route sets through the reply still wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

async function probeHeaders(options: FastifyHelmetOptions | null): Promise<Record<string, string | string[]>> {
  const probe = Fastify({ logger: false });
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && name !== 'date') headers[name] = Array.isArray(value) ? value : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}
