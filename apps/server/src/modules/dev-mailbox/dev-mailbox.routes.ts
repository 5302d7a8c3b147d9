import { devMailboxApi } from '@member-area/shared';
import { route } from '../../module.js';
import { mailboxSecret } from './mailbox-secret.js';

/**
 * The dev outbox, readable without SMTP by whoever holds the secret printed in the start banner
 * (see mailboxSecret, checked at onRequest). Registered only when config.devMailbox is on: never
 * in production.
 */
export const devMailboxRoutes = [
  route(
    devMailboxApi.mailbox,
    async ({ ctx, query }) => {
      let rows = ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(50);
      if (query.to) rows = rows.where('to_address', '=', query.to.toLowerCase());
      return (await rows.execute()).map((r) => ({
        id: String(r.id),
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        link: r.link,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
    { onRequest: (ctx) => mailboxSecret(ctx.config.devMailboxToken) },
  ),
];
