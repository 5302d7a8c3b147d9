import { CANDLE_INTERVALS, type CandleInterval, TICKER_SYMBOLS } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { bucketOf, type CandlePiece, INTERVAL_MS } from './candle-buckets.js';
import { recordCandles } from './record-candles.js';
import { formatPrice, simulatedPrice } from './simulated-feed.js';

/** How far back a fresh install's charts reach, in candles of each interval. */
export const BACKFILL_CANDLES: Record<CandleInterval, number> = { '1m': 1000, '5m': 1000, '1h': 1000, '1d': 365 };
/** Samples per candle: every second for 1m, every 24 min for 1d (the waves are smooth at that scale). */
const SAMPLES = 60;

/**
 * The simulated price is a function of the time, so its past candles can be computed: fills every
 * interval from its newest stored candle (or BACKFILL_CANDLES back on a fresh install) up to now.
 * Merged like ticks (record-candles.ts), so it may overlap candles built live, on any node.
 */
export async function backfillSimulated(db: Kysely<DB>, nowMs = Date.now()): Promise<number> {
  let written = 0;
  for (const interval of CANDLE_INTERVALS) {
    const size = INTERVAL_MS[interval];
    const earliest = bucketOf(interval, nowMs) - (BACKFILL_CANDLES[interval] - 1) * size;
    // Complete window (every symbol, every bucket): only the newest bucket onwards is written
    // again. Any hole (a fresh install, hours no node ran): the whole window, merged.
    const { rows } = await sql<{ n: string; newest: string | null }>`
      select count(*)::text as n, (extract(epoch from max(open_time)) * 1000)::bigint::text as newest
      from candle where period = ${interval} and open_time >= ${new Date(earliest).toISOString()}::timestamptz
    `.execute(db);
    const complete = Number(rows[0]?.n ?? 0) >= BACKFILL_CANDLES[interval] * TICKER_SYMBOLS.length;
    const newest = complete ? rows[0]?.newest : null;
    const from = newest ? Math.max(Number(newest), earliest) : earliest;
    const pieces: CandlePiece[] = [];
    for (let open = from; open <= nowMs; open += size) {
      for (const symbol of TICKER_SYMBOLS) pieces.push(simulatedCandle(symbol, open, size, nowMs));
    }
    await recordCandles(db, pieces, [interval]);
    written += pieces.length;
  }
  return written;
}

/** One candle sampled SAMPLES times on whole seconds (as the live feed ticks), up to `nowMs`. */
function simulatedCandle(symbol: (typeof TICKER_SYMBOLS)[number], openMs: number, size: number, nowMs: number) {
  const step = size / SAMPLES;
  const last = Math.floor(Math.min(openMs + size - step, nowMs) / 1000) * 1000;
  const open = simulatedPrice(symbol, openMs);
  let high = open;
  let low = open;
  let close = open;
  for (let t = openMs + step; t <= last; t += step) {
    close = simulatedPrice(symbol, Math.floor(t / 1000) * 1000);
    high = Math.max(high, close);
    low = Math.min(low, close);
  }
  return {
    symbol,
    open: formatPrice(open),
    high: formatPrice(high),
    low: formatPrice(low),
    close: formatPrice(close),
    openAt: openMs,
    closeAt: Math.max(openMs, last),
  } satisfies CandlePiece;
}
