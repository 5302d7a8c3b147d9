import { ZQuotes } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireMember } from '../auth/index.js';
import { simulatedQuotes } from './simulated-feed.js';

export function pricesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/prices',
      { preHandler: requireMember(ctx), schema: { tags: ['prices'], response: { 200: ZQuotes } } },
      async () => simulatedQuotes(Date.now()),
    );
  };
}
