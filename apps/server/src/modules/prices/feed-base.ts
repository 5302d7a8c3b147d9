import { type Quote, TICKER_SYMBOLS } from '@member-area/shared';
import type { CandlePiece } from './candle-buckets.js';
import type { FeedHealth, PriceFeed, PriceSource, PriceStatus, PriceTick, TickerSymbol } from './price-feed.js';

type Listener = (ticks: readonly PriceTick[]) => void | Promise<void>;
type CandleListener = (pieces: readonly CandlePiece[]) => void | Promise<void>;
type StatusListener = (symbol: TickerSymbol, status: PriceStatus) => void;

export interface FeedOptions {
  /** A listener that throws is logged here and the next listener still runs. */
  onError?: (err: unknown) => void;
  /** A symbol with no tick for this long is delayed (default: never, e.g. a test's manual feed). */
  delayedAfterMs?: number;
}

/**
 * What every feed shares: the last tick per symbol and the listeners. A batch is handed to the
 * listeners one at a time: a slow listener delays the next batch instead of running beside it,
 * so a position is never checked against two ticks at once on one node.
 */
export abstract class FeedBase implements PriceFeed {
  abstract readonly source: PriceSource;
  readonly #latest = new Map<TickerSymbol, PriceTick>();
  /** When this node received each symbol's last tick: "delayed" is judged by our clock, not the exchange's. */
  readonly #receivedAt = new Map<TickerSymbol, number>();
  readonly #listeners = new Set<Listener>();
  readonly #immediate = new Set<(ticks: readonly PriceTick[]) => void>();
  readonly #candleListeners = new Set<CandleListener>();
  readonly #statusListeners = new Set<StatusListener>();
  readonly #statuses = new Map<TickerSymbol, PriceStatus>();
  readonly #statusTimer: NodeJS.Timeout | undefined;
  #queue: Promise<void> = Promise.resolve();
  protected readonly onError: (err: unknown) => void;
  readonly #delayedAfterMs: number;

  constructor(options: FeedOptions | ((err: unknown) => void) = {}) {
    const { onError = () => {}, delayedAfterMs = Number.POSITIVE_INFINITY } =
      typeof options === 'function' ? { onError: options } : options;
    this.onError = onError;
    this.#delayedAfterMs = delayedAfterMs;
    if (Number.isFinite(delayedAfterMs)) {
      // A symbol turns delayed when nothing happens, so it is looked at on a clock too.
      this.#statusTimer = setInterval(() => this.#checkStatuses(), Math.min(1000, delayedAfterMs / 4));
      this.#statusTimer.unref();
    }
  }

  latest(symbol: TickerSymbol): PriceTick | undefined {
    return this.#latest.get(symbol);
  }

  status(symbol: TickerSymbol): PriceStatus {
    const at = this.#receivedAt.get(symbol);
    return at !== undefined && Date.now() - at <= this.#delayedAfterMs ? 'live' : 'delayed';
  }

  /** The ticker's quotes; a delayed symbol's carries `delayed: true`. */
  quotes(): Quote[] {
    return [...this.#latest.values()].map(({ symbol, price, change24h }) =>
      this.status(symbol) === 'delayed' ? { symbol, price, change24h, delayed: true } : { symbol, price, change24h },
    );
  }

  health(): FeedHealth {
    return {
      source: this.source,
      connected: this.connected(),
      reconnects: this.reconnects(),
      symbols: TICKER_SYMBOLS.map((symbol) => ({
        symbol,
        status: this.status(symbol),
        price: this.#latest.get(symbol)?.price ?? null,
        lastTickAt: this.#receivedAt.get(symbol) ?? null,
      })),
    };
  }

  protected connected(): boolean {
    return true;
  }

  protected reconnects(): number {
    return 0;
  }

  onTicks(listener: Listener, options: { immediate?: boolean } = {}): () => void {
    const set = options.immediate ? this.#immediate : this.#listeners;
    set.add(listener);
    return () => set.delete(listener);
  }

  onCandles(listener: CandleListener): () => void {
    this.#candleListeners.add(listener);
    return () => this.#candleListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /** Records a batch and queues it for the listeners; resolves once they all ran. */
  protected emit(ticks: readonly PriceTick[]): Promise<void> {
    const now = Date.now();
    for (const tick of ticks) {
      this.#latest.set(tick.symbol, tick);
      this.#receivedAt.set(tick.symbol, now);
    }
    this.#checkStatuses();
    for (const listener of this.#immediate) {
      try {
        listener(ticks);
      } catch (err) {
        this.onError(err);
      }
    }
    return this.#enqueue(this.#listeners, ticks);
  }

  /** Queues exchange candles for their listeners, in order with the ticks. */
  protected emitCandles(pieces: readonly CandlePiece[]): Promise<void> {
    return this.#enqueue(this.#candleListeners, pieces);
  }

  #enqueue<T>(listeners: Set<(items: readonly T[]) => void | Promise<void>>, items: readonly T[]): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      for (const listener of listeners) {
        try {
          await listener(items);
        } catch (err) {
          this.onError(err);
        }
      }
    });
    return this.#queue;
  }

  #checkStatuses(): void {
    if (!Number.isFinite(this.#delayedAfterMs)) return;
    for (const symbol of TICKER_SYMBOLS) {
      const status = this.status(symbol);
      const before = this.#statuses.get(symbol);
      this.#statuses.set(symbol, status);
      if (before === undefined || before === status) continue;
      for (const listener of this.#statusListeners) {
        try {
          listener(symbol, status);
        } catch (err) {
          this.onError(err);
        }
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#statusTimer);
    this.#listeners.clear();
    this.#immediate.clear();
    this.#candleListeners.clear();
    this.#statusListeners.clear();
    await this.#queue;
  }
}

/** A feed that moves only when told: tests set the market tick by tick. */
export class ManualFeed extends FeedBase {
  readonly source = 'manual' as const;

  /** Publishes ticks (low/high default to the price, change to "0.00") and waits for the listeners. */
  push(ticks: readonly (Pick<PriceTick, 'symbol' | 'price'> & Partial<PriceTick>)[]): Promise<void> {
    const at = Date.now();
    return this.emit(ticks.map((t) => ({ low: t.price, high: t.price, change24h: '0.00', at, ...t })));
  }
}
