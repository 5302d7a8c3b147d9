import { LIVE_PATH } from '@member-area/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { memberOf, requireMember } from '../auth/session.js';
import { LiveHub } from './live-hub.js';

export function liveRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const hub = new LiveHub(ctx);
    app.addHook('onClose', async () => hub.close());

    // The upgrade is authorised like any member request: the preHandler refuses it with 401/403.
    app.get(LIVE_PATH, { websocket: true, preHandler: requireMember(ctx) }, async (socket, request) => {
      const member = memberOf(request);
      await hub.add(member.id, member.sessionId, socket);
    });
  };
}
