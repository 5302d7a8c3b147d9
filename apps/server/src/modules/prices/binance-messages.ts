import { TICKER_SYMBOLS } from '@member-area/shared';
import { z } from 'zod';
import type { CandlePiece } from './candle-buckets.js';
import type { TickerSymbol } from './price-feed.js';

// Binance's public market streams, as documented (developers.binance.com, "WebSocket Streams"):
// a combined stream wraps each event as { stream, data }.

/** The exchange's pair of one of our symbols: each is quoted against USDT. */
export const pairOf = (symbol: TickerSymbol) => `${symbol}USDT`;
const SYMBOL_OF = new Map<string, TickerSymbol>(TICKER_SYMBOLS.map((s) => [pairOf(s), s]));
export const symbolOfPair = (pair: string) => SYMBOL_OF.get(pair.toUpperCase());

/** The streams subscribed: each symbol's 1-minute klines (price and range) and 24 h ticker (change). */
export const STREAMS = TICKER_SYMBOLS.flatMap((s) => [
  `${pairOf(s).toLowerCase()}@kline_1m`,
  `${pairOf(s).toLowerCase()}@ticker`,
]);

const ZKlineEvent = z.object({
  e: z.literal('kline'),
  E: z.number(),
  s: z.string(),
  k: z.object({
    t: z.number(),
    T: z.number(),
    i: z.string(),
    o: z.string(),
    c: z.string(),
    h: z.string(),
    l: z.string(),
    x: z.boolean(),
  }),
});
const ZTickerEvent = z.object({
  e: z.literal('24hrTicker'),
  E: z.number(),
  s: z.string(),
  c: z.string(),
  P: z.string(),
});
const ZCombined = z.object({ stream: z.string(), data: z.discriminatedUnion('e', [ZKlineEvent, ZTickerEvent]) });

export type KlineEvent = z.infer<typeof ZKlineEvent>;
export type TickerEvent = z.infer<typeof ZTickerEvent>;

/** A combined-stream message we use, or null (another event, or not ours). */
export function parseMessage(raw: string): KlineEvent | TickerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ZCombined.safeParse(json);
  return parsed.success ? parsed.data.data : null;
}

/** "67250.46000000" → "67250.46": the exchange pads to 8 decimals. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The REST klines answer (GET /api/v3/klines): [openTime, open, high, low, close, volume, closeTime, ...]. */
const ZRestKlines = z.array(
  z.tuple([z.number(), z.string(), z.string(), z.string(), z.string(), z.string(), z.number()]).rest(z.unknown()),
);

export function piecesOfRestKlines(symbol: TickerSymbol, json: unknown): CandlePiece[] {
  return ZRestKlines.parse(json).map(([openAt, open, high, low, close, , closeAt]) => ({
    symbol,
    open: trimDecimal(open),
    high: trimDecimal(high),
    low: trimDecimal(low),
    close: trimDecimal(close),
    openAt,
    closeAt,
  }));
}

export function pieceOfKline(symbol: TickerSymbol, event: KlineEvent): CandlePiece {
  const k = event.k;
  return {
    symbol,
    open: trimDecimal(k.o),
    high: trimDecimal(k.h),
    low: trimDecimal(k.l),
    close: trimDecimal(k.c),
    openAt: k.t,
    // The kline so far: its close is the price at the event's time.
    closeAt: Math.min(event.E, k.T),
  };
}
