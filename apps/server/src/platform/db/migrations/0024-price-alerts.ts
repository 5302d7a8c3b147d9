import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Price alerts (issue 20): a member's level on a symbol, crossed "above" (from below) or "below".
// Prices in units of 10^-8 USDT like positions. `armed` turns false in the one conditional update
// that fires it (only the node whose update matched sends the notification and the mail);
// `last_tick_at` is the feed time (ms) of the tick that last fired or re-armed it, so a tick no
// newer than that (the same crossing seen again by a slower node, or replayed) changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table price_alert (
        id bigint generated always as identity primary key,
        member_id text not null references "user" ("id") on delete cascade,
        symbol text not null references trading_symbol (symbol),
        direction text not null check (direction in ('above', 'below')),
        price bigint not null check (price > 0),
        -- null: fires once; else re-armed after the price moved back by this much
        rearm_step bigint check (rearm_step > 0),
        armed boolean not null default true,
        crossings integer not null default 0,
        last_tick_at bigint not null,
        last_crossed_at timestamptz,
        last_crossed_price bigint,
        created_at timestamptz not null default now()
      )
    `,
    // Each tick looks only at the alerts of its symbol that it can fire or re-arm.
    `create index price_alert_armed on price_alert (symbol, price) where armed`,
    `create index price_alert_rearm on price_alert (symbol) where not armed and rearm_step is not null`,
    `create index price_alert_member on price_alert (member_id, id)`,
  ]);
}
