import { liveApi } from '@member-area/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, requireMember } from '../auth/index.js';
import { simulatedQuotes } from '../prices/index.js';
import { LiveHub, MAX_SOCKETS_PER_MEMBER } from './live-hub.js';

const PRICE_TICK_MS = 2000;

export function liveRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const hub = new LiveHub(ctx);
    // The simulated feed is a function of time, so each node ticks on its own and all agree.
    const ticker = setInterval(() => {
      if (hub.size > 0) {
        const now = Date.now();
        hub.broadcast({ topic: 'prices', v: now, data: simulatedQuotes(now) });
      }
    }, PRICE_TICK_MS);
    ticker.unref();
    app.addHook('onClose', async () => {
      clearInterval(ticker);
      hub.close();
    });

    // The upgrade is authorised like any member request: the preHandler refuses it with 401/403,
    // and with 429 once the member holds as many sockets as the hub allows.
    const signedIn = requireMember(ctx);
    const underCap = async (request: FastifyRequest) => {
      if (hub.countOf(memberOf(request).id) >= MAX_SOCKETS_PER_MEMBER) {
        throw new AppError('RATE_LIMITED', `At most ${MAX_SOCKETS_PER_MEMBER} live connections at once: close a tab.`);
      }
    };
    // Declared in the contract (liveApi.connect); a WebSocket route is registered here, by hand.
    app.get(liveApi.connect.path, { websocket: true, preHandler: [signedIn, underCap] }, async (socket, request) => {
      const member = memberOf(request);
      await hub.add(member.id, member.sessionId, socket);
    });
  };
}
