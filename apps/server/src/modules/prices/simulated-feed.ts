import { createHash } from 'node:crypto';
import { type Quote, TICKER_SYMBOLS } from '@member-area/shared';
import { FeedBase } from './feed-base.js';
import type { PriceTick } from './price-feed.js';

type TickerSymbol = (typeof TICKER_SYMBOLS)[number];

/** Where each simulated market starts, in USDT. */
const BASE: Record<TickerSymbol, number> = {
  BTC: 67_250,
  ETH: 3_420,
  SOL: 152.4,
  LINK: 15.32,
  XRP: 0.5421,
  ADA: 0.4512,
  AVAX: 35.18,
  MATIC: 0.7134,
  BNB: 584.6,
  DOGE: 0.1523,
  FTM: 0.6421,
};

/**
 * Waves of 5 days, 29 h, 7 h, 53 min and 67 s: slow trends with a little chop on top. None
 * divides 24 h, or the 24-hour change would always be zero.
 */
const PERIODS_MS = [5 * 86_400_000, 29 * 3_600_000, 7 * 3_600_000, 53 * 60_000, 67_000];
const AMPLITUDES = [0.04, 0.025, 0.012, 0.004, 0.0015];
const DAY_MS = 86_400_000;

function phases(symbol: string): number[] {
  const digest = createHash('sha256').update(`phase:${symbol}`).digest();
  return PERIODS_MS.map((_, i) => ((digest[i] ?? 0) / 255) * 2 * Math.PI);
}
const PHASES = Object.fromEntries(TICKER_SYMBOLS.map((s) => [s, phases(s)])) as Record<TickerSymbol, number[]>;

/**
 * A seeded, simulated market: the price is a pure function of the symbol and the time, so
 * every app node quotes the same price at the same second without talking to the others.
 */
export function simulatedPrice(symbol: TickerSymbol, atMs: number): number {
  const phase = PHASES[symbol];
  let drift = 0;
  PERIODS_MS.forEach((period, i) => {
    drift += (AMPLITUDES[i] ?? 0) * Math.sin((2 * Math.PI * atMs) / period + (phase[i] ?? 0));
  });
  return BASE[symbol] * Math.exp(drift);
}

/** Cheap coins need more decimals to move visibly. */
export function formatPrice(price: number): string {
  return price.toFixed(price >= 100 ? 2 : price >= 1 ? 3 : 4);
}

/** Two decimals; a change that rounds to nothing is "0.00", never "-0.00". */
export function formatPercent(value: number): string {
  const fixed = value.toFixed(2);
  return Number(fixed) === 0 ? '0.00' : fixed;
}

export function simulatedQuotes(atMs: number): Quote[] {
  // Quoted to the whole second, so two nodes asked within the same second agree exactly.
  const t = Math.floor(atMs / 1000) * 1000;
  return TICKER_SYMBOLS.map((symbol) => {
    const now = simulatedPrice(symbol, t);
    const dayAgo = simulatedPrice(symbol, t - DAY_MS);
    return { symbol, price: formatPrice(now), change24h: formatPercent(((now - dayAgo) / dayAgo) * 100) };
  });
}

const SIMULATED_TICK_MS = 1000;

/**
 * The simulated market as a feed: a tick a second for every symbol. Its price is a function of
 * the time, so every node ticks on its own and all agree; `low`/`high` span the previous and the
 * current price (the curve is smooth within a second).
 */
export class SimulatedFeed extends FeedBase {
  readonly source = 'simulated' as const;
  readonly #timer: NodeJS.Timeout;
  #previous: Map<string, number>;

  constructor(onError: (err: unknown) => void = () => {}) {
    super(onError);
    const now = Date.now();
    this.#previous = new Map(TICKER_SYMBOLS.map((s) => [s, simulatedPrice(s, secondOf(now))]));
    void this.emit(this.#ticks(now));
    this.#timer = setInterval(() => void this.emit(this.#ticks(Date.now())), SIMULATED_TICK_MS);
    this.#timer.unref();
  }

  #ticks(atMs: number): PriceTick[] {
    const t = secondOf(atMs);
    return simulatedQuotes(t).map((quote) => {
      const now = simulatedPrice(quote.symbol, t);
      const before = this.#previous.get(quote.symbol) ?? now;
      this.#previous.set(quote.symbol, now);
      return {
        ...quote,
        low: formatPrice(Math.min(before, now)),
        high: formatPrice(Math.max(before, now)),
        at: t,
      };
    });
  }

  override async close(): Promise<void> {
    clearInterval(this.#timer);
    await super.close();
  }
}

const secondOf = (ms: number) => Math.floor(ms / 1000) * 1000;
