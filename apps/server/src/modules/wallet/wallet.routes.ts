import { ZBalance } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { memberOf, requireMember } from '../auth/index.js';
import { walletBalance } from './wallet.service.js';

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/balance',
      { preHandler: requireMember(ctx), schema: { tags: ['wallet'], response: { 200: ZBalance } } },
      async (request) => walletBalance(ctx, memberOf(request).id),
    );
  };
}
