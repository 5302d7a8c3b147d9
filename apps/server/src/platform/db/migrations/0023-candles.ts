import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Candles of every ticker symbol, built from the price feed's ticks (modules/prices/candles).
// Prices are exact decimals (numeric); open_at/close_at are the feed times (ms) of the ticks that
// set open and close, so writes merge in any order: the earliest tick opens, the latest closes,
// and every node writing the same ticks leaves the same row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table candle (
        symbol text not null,
        period text not null check (period in ('1m', '5m', '1h', '1d')),
        open_time timestamptz not null,
        open numeric not null check (open > 0),
        high numeric not null,
        low numeric not null check (low > 0),
        close numeric not null check (close > 0),
        open_at bigint not null,
        close_at bigint not null,
        primary key (symbol, period, open_time),
        check (low <= least(open, close) and high >= greatest(open, close)),
        check (open_at <= close_at)
      )
    `,
  ]);
}
