import { type Candle, type CandleInterval, type Sparklines, TICKER_SYMBOLS } from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/** A symbol's newest `limit` candles of one interval, oldest first; an unknown symbol is 404. */
export async function listCandles(
  db: Kysely<DB>,
  symbol: string,
  interval: CandleInterval,
  limit: number,
): Promise<Candle[]> {
  if (!(TICKER_SYMBOLS as readonly string[]).includes(symbol)) {
    throw new AppError('NOT_FOUND', `No market ${symbol}.`);
  }
  const { rows } = await sql<{ time: string; open: string; high: string; low: string; close: string }>`
    select * from (
      select extract(epoch from open_time)::bigint::text as time,
        open::text, high::text, low::text, close::text
      from candle where symbol = ${symbol} and period = ${interval}
      order by open_time desc limit ${limit}
    ) newest order by time::bigint
  `.execute(db);
  return rows.map((r) => ({ ...r, time: Number(r.time) }));
}

/** The last 24 hourly closes of every symbol (one query), oldest first. */
export async function listSparklines(db: Kysely<DB>, nowMs = Date.now()): Promise<Sparklines> {
  const since = new Date(Math.floor(nowMs / 3_600_000) * 3_600_000 - 23 * 3_600_000).toISOString();
  const { rows } = await sql<{ symbol: string; time: string; close: string }>`
    select symbol, extract(epoch from open_time)::bigint::text as time, close::text
    from candle where period = '1h' and open_time >= ${since}::timestamptz
    order by symbol, open_time
  `.execute(db);
  const bySymbol = new Map<string, { time: number; close: string }[]>(TICKER_SYMBOLS.map((s) => [s, []]));
  for (const r of rows) bySymbol.get(r.symbol)?.push({ time: Number(r.time), close: r.close });
  return [...bySymbol].map(([symbol, points]) => ({ symbol, points }));
}
