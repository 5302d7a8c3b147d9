import type { CandleInterval } from '@member-area/shared';

export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

/** The open time (ms) of the bucket holding `atMs`; days start at 00:00 UTC. */
export function bucketOf(interval: CandleInterval, atMs: number): number {
  const size = INTERVAL_MS[interval];
  return Math.floor(atMs / size) * size;
}

/**
 * A part of a candle: one tick (open = close = its price, low/high the range it reports), or a
 * whole exchange kline. `openAt`/`closeAt` are the feed times (ms) of its first and last price.
 */
export interface CandlePiece {
  symbol: string;
  open: string;
  high: string;
  low: string;
  close: string;
  openAt: number;
  closeAt: number;
}
