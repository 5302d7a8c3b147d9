import type { Quote, TICKER_SYMBOLS } from '@member-area/shared';

export type TickerSymbol = (typeof TICKER_SYMBOLS)[number];

/** Where the app's prices come from (`PRICE_FEED`); `manual` is driven by tests. */
export type PriceSource = 'simulated' | 'binance' | 'manual';

/**
 * One symbol's move since its previous tick, prices as decimal strings in USDT (exact: the
 * trading engine turns them into integers, never floats). `low` and `high` bound every price
 * traded since the previous tick, so a stop the market passed through between two ticks is seen.
 */
export interface PriceTick {
  symbol: TickerSymbol;
  price: string;
  low: string;
  high: string;
  /** Percent over 24 hours, e.g. "-1.25". */
  change24h: string;
  /** When the feed saw this price (ms since the epoch). */
  at: number;
}

/**
 * The one source of prices for the ticker, the charts and trade execution. Each app node holds
 * one feed (`ctx.prices`); listeners run after every batch of ticks, in order, one batch at a time.
 */
export interface PriceFeed {
  readonly source: PriceSource;
  /** The last tick of a symbol, or undefined before its first. */
  latest(symbol: TickerSymbol): PriceTick | undefined;
  /** The ticker strip's quotes, from the last ticks. */
  quotes(): Quote[];
  /** Subscribes to batches of ticks; returns the unsubscribe. */
  onTicks(listener: (ticks: readonly PriceTick[]) => void | Promise<void>): () => void;
  close(): Promise<void>;
}
