import WebSocket from 'ws';
import {
  type KlineEvent,
  pairOf,
  parseMessage,
  pieceOfKline,
  piecesOfRestKlines,
  STREAMS,
  symbolOfPair,
  type TickerEvent,
  trimDecimal,
} from './binance-messages.js';
import { bucketOf, type CandlePiece } from './candle-buckets.js';
import { maxDecimal, minDecimal } from './decimal-order.js';
import { FeedBase, type FeedOptions } from './feed-base.js';
import type { PriceTick, TickerSymbol } from './price-feed.js';

export interface BinanceFeedOptions extends FeedOptions {
  /** The combined-stream endpoint, e.g. wss://stream.binance.com:9443/stream. */
  url: string;
  /** The REST API root, e.g. https://api.binance.com (klines for the gap after a reconnect). */
  restUrl: string;
  /** Back-off before reconnecting: doubles from `initialMs` up to `maxMs`, each with jitter. */
  backoff?: { initialMs: number; maxMs: number };
  /** Messages arriving within this window become one batch of ticks. */
  batchMs?: number;
}

/**
 * Binance's public combined stream: 1-minute klines give each symbol's price and the range it
 * traded in since the previous tick, the 24 h ticker its change. A dropped or silent connection
 * is reopened with exponential back-off and jitter; after a reconnect the candle gap is filled
 * from the REST klines endpoint (the stream does not replay what was missed).
 */
export class BinanceFeed extends FeedBase {
  readonly source = 'binance' as const;
  readonly #options: Required<Omit<BinanceFeedOptions, keyof FeedOptions>> & { delayedAfterMs: number };
  #socket: WebSocket | undefined;
  #closed = false;
  #attempt = 0;
  #reconnects = 0;
  #everOpened = false;
  #lastMessageAt = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  readonly #watchdog: NodeJS.Timeout;
  readonly #batchTimer: NodeJS.Timeout;
  /** Per symbol: the last kline seen (its minute, high, low) and price, to tell the range moved through. */
  readonly #lastKline = new Map<TickerSymbol, { t: number; h: string; l: string; price: string; at: number }>();
  readonly #change = new Map<TickerSymbol, string>();
  /** The symbols that have had a kline on this connection (cleared at each connect). */
  readonly #seenOnConnection = new Set<TickerSymbol>();
  #pendingTicks = new Map<TickerSymbol, PriceTick>();
  #pendingKlines = new Map<string, CandlePiece>();

  constructor(options: BinanceFeedOptions) {
    super(options);
    this.#options = {
      url: options.url,
      restUrl: options.restUrl,
      backoff: options.backoff ?? { initialMs: 1000, maxMs: 30_000 },
      batchMs: options.batchMs ?? 250,
      delayedAfterMs: options.delayedAfterMs ?? 30_000,
    };
    this.#batchTimer = setInterval(() => this.#flush(), this.#options.batchMs);
    this.#batchTimer.unref();
    // A connection that stays open but goes silent (twice the delay limit, 10 s at least) is as
    // good as dropped: it is closed and reopened.
    const silentMs = Math.max(2 * this.#options.delayedAfterMs, 10_000);
    this.#watchdog = setInterval(() => {
      if (this.#socket?.readyState === WebSocket.OPEN && Date.now() - this.#lastMessageAt > silentMs) {
        this.#socket.terminate();
      }
    }, 1000);
    this.#watchdog.unref();
  }

  /** The connection opens with the first listener, so no tick is lost before the app listens. */
  override onTicks(...args: Parameters<FeedBase['onTicks']>): () => void {
    if (!this.#socket && !this.#closed) this.#connect();
    return super.onTicks(...args);
  }

  protected override connected(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  protected override reconnects(): number {
    return this.#reconnects;
  }

  #connect(): void {
    const socket = new WebSocket(`${this.#options.url}?streams=${STREAMS.join('/')}`);
    this.#socket = socket;
    socket.on('open', () => {
      this.#lastMessageAt = Date.now();
      this.#seenOnConnection.clear();
      if (this.#everOpened) {
        this.#reconnects += 1;
        void this.#fillGap();
      }
      this.#everOpened = true;
    });
    socket.on('message', (data) => {
      this.#lastMessageAt = Date.now();
      this.#attempt = 0; // the back-off restarts only once the exchange really talks again
      this.#onMessage(String(data));
    });
    socket.on('error', (err) => this.onError(err));
    socket.on('close', () => {
      if (!this.#closed) this.#scheduleReconnect();
    });
  }

  #scheduleReconnect(): void {
    const { initialMs, maxMs } = this.#options.backoff;
    const ceiling = Math.min(maxMs, initialMs * 2 ** this.#attempt);
    this.#attempt += 1;
    // Jitter: many nodes dropped at once do not all knock again at the same instant.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.#reconnectTimer = setTimeout(() => this.#connect(), delay);
    this.#reconnectTimer.unref();
  }

  #onMessage(raw: string): void {
    const event = parseMessage(raw);
    const symbol = event && symbolOfPair(event.s);
    if (!event || !symbol) return;
    if (event.e === '24hrTicker') this.#onTicker(symbol, event);
    else this.#onKline(symbol, event);
  }

  #onTicker(symbol: TickerSymbol, event: TickerEvent): void {
    const change = Number(event.P).toFixed(2);
    this.#change.set(symbol, Number(change) === 0 ? '0.00' : change);
  }

  #onKline(symbol: TickerSymbol, event: KlineEvent): void {
    const k = event.k;
    if (k.i !== '1m') return;
    const price = trimDecimal(k.c);
    const high = trimDecimal(k.h);
    const low = trimDecimal(k.l);
    const previous = this.#lastKline.get(symbol);
    if (previous && event.E < previous.at) return; // an older event after a newer one
    // The range since the previous tick: within the same minute, the way from the previous price
    // and any new high or low reached since; a new minute, its whole range so far (the end of the
    // previous minute came with that minute's final kline, the exchange sends one as it closes).
    // The first kline of a symbol on a connection (at start, after a reconnect) says only where
    // the price is now: its minute's range may have been reached before this node saw it, before a
    // position opened or a stop was set, and triggers must not fire on prices no one could trade at.
    const sameMinute = previous?.t === k.t;
    const joined = !this.#seenOnConnection.has(symbol);
    this.#seenOnConnection.add(symbol);
    let rangeLow = price;
    let rangeHigh = price;
    if (!joined && !sameMinute) {
      rangeLow = low;
      rangeHigh = high;
    } else if (!joined && sameMinute) {
      rangeLow = low !== previous.l ? low : minDecimal(previous.price, price);
      rangeHigh = high !== previous.h ? high : maxDecimal(previous.price, price);
    }
    this.#lastKline.set(symbol, { t: k.t, h: high, l: low, price, at: event.E });

    // One tick per symbol per batch, never spanning two minutes (its range would smear the candles).
    if (this.#pendingTicks.has(symbol) && !sameMinute) this.#flush();
    const pending = this.#pendingTicks.get(symbol);
    this.#pendingTicks.set(symbol, {
      symbol,
      price,
      low: pending ? minDecimal(pending.low, rangeLow) : rangeLow,
      high: pending ? maxDecimal(pending.high, rangeHigh) : rangeHigh,
      change24h: this.#change.get(symbol) ?? '0.00',
      // A minute's final kline comes just after the minute: its prices belong to that minute.
      at: Math.min(event.E, k.T),
    });
    this.#pendingKlines.set(`${symbol}:${k.t}`, pieceOfKline(symbol, event));
  }

  #flush(): void {
    if (this.#pendingTicks.size === 0) return;
    const ticks = [...this.#pendingTicks.values()];
    const klines = [...this.#pendingKlines.values()];
    this.#pendingTicks = new Map();
    this.#pendingKlines = new Map();
    void this.emitCandles(klines);
    void this.emit(ticks);
  }

  /** After a reconnect: the minutes missed, from each symbol's last kline to now, from REST. */
  async #fillGap(): Promise<void> {
    for (const [symbol, last] of this.#lastKline) {
      const url = new URL('/api/v3/klines', this.#options.restUrl);
      url.search = new URLSearchParams({
        symbol: pairOf(symbol),
        interval: '1m',
        startTime: String(bucketOf('1m', last.at)),
        limit: '1000',
      }).toString();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`klines ${symbol}: HTTP ${res.status}`);
        await this.emitCandles(piecesOfRestKlines(symbol, await res.json()));
      } catch (err) {
        this.onError(err);
      }
    }
  }

  override async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    clearInterval(this.#watchdog);
    clearInterval(this.#batchTimer);
    this.#socket?.terminate();
    await super.close();
  }
}
