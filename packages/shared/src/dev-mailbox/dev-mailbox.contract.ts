import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import { ZDevMailbox } from './dev-mail.schema.js';

export const ZDevMailboxQuery = z.object({
  /** Only the mails sent to this address. */
  to: z.string().max(254).optional(),
  /** The mailbox's secret, from the start banner's link (the server answers with a cookie). */
  token: z.string().max(256).optional(),
});

/**
 * The dev outbox (never in production). Public in the access sense, but it answers only a
 * request carrying the secret the server prints at start (token, cookie or header): 404 otherwise.
 */
export const devMailboxApi = {
  mailbox: defineRoute({
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'The last 50 mails the app sent (development only, with the start banner’s secret)',
    access: 'public',
    query: ZDevMailboxQuery,
    response: ZDevMailbox,
    errors: ['NOT_FOUND'],
  }),
} as const;
