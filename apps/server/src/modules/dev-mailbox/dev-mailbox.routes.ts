import { ZDevMailbox } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { mailboxSecret } from './mailbox-secret.js';

/**
 * The dev outbox, readable without SMTP by whoever holds the secret printed in the start banner
 * (see mailboxSecret). Registered only when config.devMailbox is on: never in production.
 */
export function devMailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', mailboxSecret(ctx.config.devMailboxToken));
    app.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          querystring: z.object({ to: z.string().optional(), token: z.string().optional() }),
          response: { 200: ZDevMailbox },
        },
      },
      async (request) => {
        let query = ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(50);
        if (request.query.to) query = query.where('to_address', '=', request.query.to.toLowerCase());
        const rows = await query.execute();
        return rows.map((r) => ({
          id: String(r.id),
          to: r.to_address,
          subject: r.subject,
          body: r.body,
          link: r.link,
          createdAt: new Date(r.created_at).toISOString(),
        }));
      },
    );
  };
}
