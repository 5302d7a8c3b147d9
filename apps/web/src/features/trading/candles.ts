// Candles for the chart: the candle route (GET /api/prices/:symbol/candles?interval=, served by
// the market part of issue 20: { time: seconds, open, high, low, close }[] as decimal strings)
// and, until it answers, candles built from the live ticks seen since the page opened.

export const INTERVALS = { '1m': 60, '5m': 300, '1h': 3600, '1d': 86_400 } as const;
export type Interval = keyof typeof INTERVALS;

/** A chart point: display numbers only, never money. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

interface WireCandle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
}

const isCandle = (c: unknown): c is WireCandle =>
  typeof c === 'object' && c !== null && typeof (c as WireCandle).time === 'number' && 'close' in c;

/** The stored candles, or null when the route is not there (yet) or fails. */
export async function fetchCandles(symbol: string, interval: Interval, signal: AbortSignal): Promise<Bar[] | null> {
  try {
    const res = await fetch(`/api/prices/${encodeURIComponent(symbol)}/candles?interval=${interval}`, {
      signal,
      credentials: 'same-origin',
    });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return null;
    const body: unknown = await res.json();
    if (!Array.isArray(body)) return null;
    return body.filter(isCandle).map((c) => ({
      time: c.time,
      open: Number(c.open),
      high: Number(c.high),
      low: Number(c.low),
      close: Number(c.close),
    }));
  } catch {
    return null;
  }
}

/** Folds a price into the bars: the last bar of its slot moves, a new slot starts a bar. */
export function foldPrice(bars: Bar[], time: number, price: number, interval: Interval): Bar {
  const slot = time - (time % INTERVALS[interval]);
  const last = bars[bars.length - 1];
  if (last && last.time === slot) {
    last.high = Math.max(last.high, price);
    last.low = Math.min(last.low, price);
    last.close = price;
    return last;
  }
  // Never a bar before the last one: an out-of-order price joins the last bar.
  if (last && slot < last.time) {
    last.close = price;
    return last;
  }
  const bar = { time: slot, open: last?.close ?? price, high: price, low: price, close: price };
  bars.push(bar);
  return bar;
}
