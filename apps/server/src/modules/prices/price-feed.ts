import type { Quote, TICKER_SYMBOLS } from '@member-area/shared';
import type { CandlePiece } from './candle-buckets.js';

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
  /**
   * Subscribes to batches of ticks; returns the unsubscribe. `immediate` listeners run at once as
   * a batch arrives, synchronously, before the queued ones: the ticker's fan-out must not wait
   * for the TP/SL checks' queries (they must not be async; what they throw is logged).
   */
  onTicks(
    listener: (ticks: readonly PriceTick[]) => void | Promise<void>,
    options?: { immediate?: boolean },
  ): () => void;
  /**
   * "live", or "delayed" when no tick came for the symbol within the feed's limit
   * (PRICE_DELAYED_AFTER_SECONDS) or none yet: orders on a delayed symbol are refused.
   */
  status(symbol: TickerSymbol): PriceStatus;
  /** Called (on this node) whenever a symbol turns delayed or live again. */
  onStatus(listener: (symbol: TickerSymbol, status: PriceStatus) => void): () => void;
  /**
   * Candles the exchange itself reports (its klines, and the gap after a reconnect filled from
   * its REST API); the prices module merges them into the stored candles.
   */
  onCandles(listener: (pieces: readonly CandlePiece[]) => void | Promise<void>): () => void;
  /** For operators: the source, the connection, and each symbol's last tick. */
  health(): FeedHealth;
  close(): Promise<void>;
}

export type PriceStatus = 'live' | 'delayed';

export interface FeedHealth {
  source: PriceSource;
  /** Whether the exchange connection is open (always true for a feed without one). */
  connected: boolean;
  /** Connections re-opened since start. */
  reconnects: number;
  symbols: { symbol: TickerSymbol; status: PriceStatus; price: string | null; lastTickAt: number | null }[];
}
