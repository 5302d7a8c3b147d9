import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Trading (issue 20): the symbols members trade and their positions. Money in cents; prices as
// exact integers of 10^-8 USDT ("price units", packages/shared/src/trading/price-units.ts).
// The margin of an open position is a ledger hold (purpose 'position'), claimed below.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table trading_symbol (
        symbol text primary key,
        -- the URL's name: /trade/BTC/bitcoin
        name text not null unique,
        enabled boolean not null default true,
        -- basis points (1 bp = 0.01 %): the spread added to (long) or taken from (short) the
        -- feed's price at opening, and the fee charged on the notional
        spread_bp integer not null check (spread_bp between 0 and 1000),
        fee_bp integer not null check (fee_bp between 0 and 1000),
        max_leverage integer not null check (max_leverage between 1 and 125),
        sort smallint not null,
        updated_at timestamptz not null default now()
      )
    `,
    `
      insert into trading_symbol (symbol, name, spread_bp, fee_bp, max_leverage, sort) values
        ('BTC', 'bitcoin', 5, 10, 100, 1),
        ('ETH', 'ethereum', 5, 10, 100, 2),
        ('SOL', 'solana', 10, 10, 50, 3),
        ('LINK', 'chainlink', 10, 10, 50, 4),
        ('XRP', 'ripple', 10, 10, 50, 5),
        ('ADA', 'cardano', 10, 10, 50, 6),
        ('AVAX', 'avalanche', 10, 10, 50, 7),
        ('MATIC', 'polygon', 10, 10, 50, 8),
        ('BNB', 'binance-coin', 10, 10, 50, 9),
        ('DOGE', 'dogecoin', 15, 10, 20, 10),
        ('FTM', 'fantom', 15, 10, 20, 11)
    `,
    `create sequence position_number_seq`,
    `
      create table position (
        id bigint generated always as identity primary key,
        number text not null unique default ('P-' || lpad(nextval('position_number_seq')::text, 6, '0')),
        member_id text not null references "user" ("id") on delete restrict,
        symbol text not null references trading_symbol (symbol),
        side text not null check (side in ('long', 'short')),
        margin bigint not null check (margin > 0),
        leverage integer not null check (leverage >= 1),
        notional bigint not null check (notional = margin * leverage),
        -- price units (10^-8 USDT)
        entry_price bigint not null check (entry_price > 0),
        take_profit bigint check (take_profit > 0),
        stop_loss bigint check (stop_loss > 0),
        liquidation_price bigint not null check (liquidation_price >= 0),
        fee bigint not null check (fee >= 0),
        hold_id bigint not null unique references ledger_hold (id),
        status text not null default 'open' check (status in ('open', 'closed')),
        close_price bigint,
        close_reason text check (close_reason in ('member', 'take_profit', 'stop_loss', 'liquidation', 'operator')),
        -- closed at the first price beyond the trigger, not at it (the price gapped through)
        close_gapped boolean not null default false,
        -- the tick that closed it: when the feed saw it and the range it moved through
        close_tick_at timestamptz,
        close_tick_low bigint,
        close_tick_high bigint,
        pl bigint,
        closed_by text references "user" ("id"),
        close_note text,
        opened_at timestamptz not null default now(),
        closed_at timestamptz,
        check ((status = 'closed') = (closed_at is not null)),
        check ((status = 'closed') = (close_price is not null and close_reason is not null and pl is not null)),
        check (pl is null or pl >= -margin)
      )
    `,
    `create index position_member_open_idx on position (member_id, id desc) where status = 'open'`,
    `create index position_member_closed_idx on position (member_id, closed_at desc, id desc) where status = 'closed'`,
    // The tick engine's one query per symbol: each trigger a range scan of open positions only.
    `create index position_open_symbol_idx on position (symbol, status)`,
    `create index position_open_sl_idx on position (symbol, side, stop_loss) where status = 'open'`,
    `create index position_open_tp_idx on position (symbol, side, take_profit) where status = 'open'`,
    `create index position_open_liq_idx on position (symbol, side, liquidation_price) where status = 'open'`,
    `
      insert into ledger_transfer_kind (kind, description) values
        ('position.fee', 'The fee of opening a position'),
        ('position.profit', 'A closed position''s profit, paid from the trading book'),
        ('position.loss', 'A closed position''s loss, taken into the trading book')
    `,
    `
      create or replace view ledger_hold_claim as
        select hold_id from withdrawal where status in ('pending', 'approved')
        union all
        select hold_id from position where status = 'open'
    `,
  ]);
}
