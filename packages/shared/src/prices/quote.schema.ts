import { z } from 'zod';
import { TICKER_SYMBOLS } from '../spec/ticker-symbols.js';

/** The quote currency of every ticker symbol (spec 9: each symbol against USDT). */
export const QUOTE_CURRENCY = 'USDT' as const;

/** One symbol's last price and its change over 24 hours, as decimal strings. */
export const ZQuote = z.object({
  symbol: z.enum(TICKER_SYMBOLS),
  price: z.string(),
  /** Percent, e.g. "-1.25". */
  change24h: z.string(),
  /** Present (true) when the symbol had no tick for PRICE_DELAYED_AFTER_SECONDS: shown "Delayed", orders refused. */
  delayed: z.literal(true).optional(),
});
export type Quote = z.infer<typeof ZQuote>;
export const ZQuotes = z.array(ZQuote);
