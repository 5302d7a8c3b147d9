import { z } from 'zod';
import { ZQuotes } from '../prices/quote.schema.js';
import { ZSettings } from '../settings/settings.schema.js';

/**
 * The live channel: one WebSocket per tab at /api/live. The server subscribes each
 * connection to the signed-in member's own topics; every message carries the new state.
 */
export const LIVE_PATH = '/api/live';

export const ZLiveMessage = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal('balance'), data: z.object({ balance: z.string() }) }),
  z.object({ topic: z.literal('settings'), data: ZSettings }),
  z.object({ topic: z.literal('profile'), data: z.object({ userTrading: z.boolean() }) }),
  z.object({ topic: z.literal('prices'), data: ZQuotes }),
  z.object({
    topic: z.literal('control'),
    data: z.object({ action: z.literal('signout'), reason: z.string() }),
  }),
]);
export type LiveMessage = z.infer<typeof ZLiveMessage>;
export type LiveTopic = LiveMessage['topic'];
