import { CANDLE_INTERVALS, type CandleInterval } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { bucketOf, type CandlePiece } from './candle-buckets.js';
import type { PriceTick } from './price-feed.js';

/** Rows per statement (the backfill's thousands are written in a few). */
const CHUNK = 5000;

export function pieceOfTick(tick: PriceTick): CandlePiece {
  return {
    symbol: tick.symbol,
    open: tick.price,
    close: tick.price,
    high: tick.high,
    low: tick.low,
    openAt: tick.at,
    closeAt: tick.at,
  };
}

/**
 * Merges pieces into their candles of every interval (or only `intervals`), in one statement per
 * 2,000 rows (a tick batch is one). The merge is commutative and idempotent: the open is the
 * price with the earliest feed time, the close the one with the latest, high and low the extremes;
 * so nodes writing the same ticks, in any order or twice, leave the same candle.
 */
export async function recordCandles(
  db: Kysely<DB>,
  pieces: readonly CandlePiece[],
  intervals: readonly CandleInterval[] = CANDLE_INTERVALS,
): Promise<void> {
  const rows = pieces.flatMap((piece) =>
    intervals.map((interval) => ({ piece, interval, openTime: bucketOf(interval, piece.openAt) })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    // One JSON parameter: a batch of any size is one short statement to parse.
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map(({ piece: p, interval, openTime }) => ({
        symbol: p.symbol,
        period: interval,
        open_time: new Date(openTime).toISOString(),
        open: p.open,
        high: p.high,
        low: p.low,
        close: p.close,
        open_at: p.openAt,
        close_at: p.closeAt,
      })),
    );
    // Pieces of one bucket within the statement are folded first (ON CONFLICT may touch a row once);
    // rows are written in key order so two nodes' statements lock them in the same order.
    await sql`
      insert into candle (symbol, period, open_time, open, high, low, close, open_at, close_at)
      select symbol, period, open_time,
        (array_agg(open order by open_at, open))[1],
        max(greatest(high, open, close)),
        min(least(low, open, close)),
        (array_agg(close order by close_at desc, close desc))[1],
        min(open_at), max(close_at)
      from json_to_recordset(${json}::json) as v (symbol text, period text, open_time timestamptz,
        open numeric, high numeric, low numeric, close numeric, open_at bigint, close_at bigint)
      group by symbol, period, open_time
      order by symbol, period, open_time
      on conflict (symbol, period, open_time) do update set
        open = case when (excluded.open_at, excluded.open) < (candle.open_at, candle.open)
          then excluded.open else candle.open end,
        open_at = least(candle.open_at, excluded.open_at),
        high = greatest(candle.high, excluded.high),
        low = least(candle.low, excluded.low),
        close = case when (excluded.close_at, excluded.close) > (candle.close_at, candle.close)
          then excluded.close else candle.close end,
        close_at = greatest(candle.close_at, excluded.close_at)
    `.execute(db);
  }
}
