import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site requests that could act with the visitor's cookies, on top of
 * SameSite cookies:
 * - every state-changing method, whatever the path spelling (`/%61pi/…`, an absolute
 *   request target, a route that does not exist): the check looks at the method, never
 *   at a URL prefix, so no spelling the router accepts can slip past it. Requests with
 *   neither Origin nor Referer come from non-browser clients, which carry no ambient cookies.
 * - every WebSocket upgrade (a GET a browser sends cross-site with cookies): the Origin
 *   must be ours, and a missing or `null` one is refused too, since browsers always send it.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  const refusedUpgrades = new WeakSet<FastifyRequest>();
  // Callback hooks, not async ones: they run on every request, and most return at once.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isUpgrade(request)) {
      if (!trusted.has(request.headers.origin ?? '')) {
        refusedUpgrades.add(request);
        return done(new AppError('FORBIDDEN', 'This connection came from another site and was refused.'));
      }
      return done();
    }
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin !== undefined && !trusted.has(origin)) {
      return done(new AppError('FORBIDDEN', 'This request came from another site and was refused.'));
    }
    done();
  });

  // A refused upgrade's socket belongs to nobody once the 403 is written (the HTTP server
  // let go of it, the WebSocket plugin never took it): close it, or it stays open for good.
  app.addHook('onResponse', (request, _reply, done) => {
    if (refusedUpgrades.has(request)) request.raw.socket.destroy();
    done();
  });
}

/** A WebSocket handshake, on any path (other upgrades, such as curl's h2c, are plain requests here). */
function isUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket' || request.headers['sec-websocket-key'] !== undefined;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
