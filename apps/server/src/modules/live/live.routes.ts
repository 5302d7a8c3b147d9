import { liveApi } from '@member-area/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, opensBackOffice, requireMember } from '../auth/index.js';
import { LiveHub, MAX_SOCKETS_PER_MEMBER } from './live-hub.js';

const PRICE_PUSH_MS = 2000;

export function liveRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const hub = new LiveHub(ctx);
    // The ticker strip moves every 2 s at most, whatever the feed's pace: every tick would cost
    // each open tab a render for no one's benefit. Sent as the ticks arrive (`immediate`), not
    // after the candles and the TP/SL checks have run their queries.
    let sentAt = 0;
    const stopTicker = ctx.prices.onTicks(
      () => {
        const now = Date.now();
        if (hub.size === 0 || now - sentAt < PRICE_PUSH_MS) return;
        sentAt = now;
        hub.broadcast({ topic: 'prices', v: now, data: ctx.prices.quotes() });
      },
      { immediate: true },
    );
    // A symbol turning delayed (or live again) is shown at once, even with no tick to carry it.
    const stopStatus = ctx.prices.onStatus(() => {
      if (hub.size > 0) hub.broadcast({ topic: 'prices', v: Date.now(), data: ctx.prices.quotes() });
    });
    app.addHook('onClose', async () => {
      stopTicker();
      stopStatus();
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
      await hub.add(member.id, member.sessionId, socket, opensBackOffice(member));
    });
  };
}
