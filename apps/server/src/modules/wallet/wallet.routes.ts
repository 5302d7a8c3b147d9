import { ZBalance } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { memberRead, requireMember } from '../auth/index.js';
import { toBalance, walletBalanceRead } from './wallet.service.js';

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/balance',
      {
        preHandler: requireMember(ctx),
        config: { memberRead: walletBalanceRead },
        schema: { tags: ['wallet'], response: { 200: ZBalance } },
      },
      async (request) => toBalance(await memberRead(ctx, request, walletBalanceRead)),
    );
  };
}
