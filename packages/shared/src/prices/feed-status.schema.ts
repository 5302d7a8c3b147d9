import { z } from 'zod';
import { TICKER_SYMBOLS } from '../spec/ticker-symbols.js';

/** Where prices come from: "simulated" shows the "Simulated prices" label. */
export const PRICE_SOURCES = ['simulated', 'binance', 'manual'] as const;
export const ZPriceStatus = z.enum(['live', 'delayed']);
export type PriceStatus = z.infer<typeof ZPriceStatus>;

/** The member's view: the source and which symbols are delayed. */
export const ZFeedStatus = z.object({
  source: z.enum(PRICE_SOURCES),
  symbols: z.array(z.object({ symbol: z.enum(TICKER_SYMBOLS), status: ZPriceStatus })),
});
export type FeedStatus = z.infer<typeof ZFeedStatus>;

/** The operators' view (back office): the connection and each symbol's last tick. */
export const ZFeedHealth = z.object({
  source: z.enum(PRICE_SOURCES),
  connected: z.boolean(),
  reconnects: z.number().int(),
  symbols: z.array(
    z.object({
      symbol: z.enum(TICKER_SYMBOLS),
      status: ZPriceStatus,
      price: z.string().nullable(),
      /** Milliseconds since this node received the symbol's last tick; null before the first. */
      lastTickAgeMs: z.number().int().nullable(),
    }),
  ),
});
export type FeedHealth = z.infer<typeof ZFeedHealth>;
