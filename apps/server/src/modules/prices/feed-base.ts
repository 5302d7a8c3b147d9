import type { Quote } from '@member-area/shared';
import type { PriceFeed, PriceSource, PriceTick, TickerSymbol } from './price-feed.js';

type Listener = (ticks: readonly PriceTick[]) => void | Promise<void>;

/**
 * What every feed shares: the last tick per symbol and the listeners. A batch is handed to the
 * listeners one at a time: a slow listener delays the next batch instead of running beside it,
 * so a position is never checked against two ticks at once on one node.
 */
export abstract class FeedBase implements PriceFeed {
  abstract readonly source: PriceSource;
  readonly #latest = new Map<TickerSymbol, PriceTick>();
  readonly #listeners = new Set<Listener>();
  #queue: Promise<void> = Promise.resolve();

  /** `onError`: a listener that throws is logged there and the next listener still runs. */
  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  latest(symbol: TickerSymbol): PriceTick | undefined {
    return this.#latest.get(symbol);
  }

  quotes(): Quote[] {
    return [...this.#latest.values()].map(({ symbol, price, change24h }) => ({ symbol, price, change24h }));
  }

  onTicks(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Records a batch and queues it for the listeners; resolves once they all ran. */
  protected emit(ticks: readonly PriceTick[]): Promise<void> {
    for (const tick of ticks) this.#latest.set(tick.symbol, tick);
    this.#queue = this.#queue.then(async () => {
      for (const listener of this.#listeners) {
        try {
          await listener(ticks);
        } catch (err) {
          this.onError(err);
        }
      }
    });
    return this.#queue;
  }

  async close(): Promise<void> {
    this.#listeners.clear();
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
