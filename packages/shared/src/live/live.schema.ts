import { z } from 'zod';
import { ZChatState, ZSupportInboxState } from '../chat/chat.schema.js';
import { ZConsoleQueues } from '../console/console.schema.js';
import { ZFundBalances } from '../funds/funds.schema.js';
import { ZInvestmentsLive } from '../investments/investments-live.schema.js';
import { ZKycState } from '../kyc/kyc.schema.js';
import { ZMoneyLive } from '../money/money-routes.js';
import { ZQuotes } from '../prices/quote.schema.js';
import { ZSettings } from '../settings/settings.schema.js';
import { ZPriceAlerts } from '../trading/alerts.schema.js';
import { ZPositions } from '../trading/trading.schema.js';
import { ZBalance } from '../wallet/balance.schema.js';

/**
 * The live channel: one WebSocket per tab at /api/live. The server subscribes each
 * connection to the signed-in member's own topics; every message carries the new state and
 * `v`, a version that only grows per topic, so a client keeps the newest and drops a late one.
 */
export const LIVE_PATH = '/api/live';

const message = <T extends string, D extends z.ZodType>(topic: T, data: D) =>
  z.object({ topic: z.literal(topic), v: z.number().int().nonnegative(), data });

export const ZLiveMessage = z.discriminatedUnion('topic', [
  message('balance', ZBalance),
  message('settings', ZSettings),
  message('profile', z.object({ userTrading: z.boolean() })),
  message('money', ZMoneyLive),
  message('funds', ZFundBalances),
  message('chat', ZChatState),
  message('supportInbox', ZSupportInboxState),
  message('kyc', ZKycState),
  message('positions', ZPositions),
  message('priceAlerts', ZPriceAlerts),
  message('investments', ZInvestmentsLive),
  message('queues', ZConsoleQueues),
  message('prices', ZQuotes),
  message('control', z.object({ action: z.literal('signout'), reason: z.string() })),
]);
export type LiveMessage = z.infer<typeof ZLiveMessage>;
export type LiveTopic = LiveMessage['topic'];
export type LiveData<T extends LiveTopic> = Extract<LiveMessage, { topic: T }>['data'];
