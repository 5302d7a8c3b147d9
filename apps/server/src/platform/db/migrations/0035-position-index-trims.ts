import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Every opened position wrote 10 index entries, and every close rewrote them (the status is
// indexed, so a close is never a HOT update). Two of them held nothing a query reads:
// - (symbol, status) on every position, open or closed: the tick engine's arms use the partial
//   (symbol, side, trigger) indexes or the open positions' own, the trading desk the latter;
// - the take-profit and stop-loss indexes held every open position, most of which have neither
//   (null): an arm `take_profit <= $high` never matches a null, so the planner uses an index
//   that leaves them out just as well.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index position_open_symbol_idx',
    'drop index position_open_sl_idx',
    'drop index position_open_tp_idx',
    `create index position_open_sl_idx on position (symbol, side, stop_loss) where status = 'open' and stop_loss is not null`,
    `create index position_open_tp_idx on position (symbol, side, take_profit) where status = 'open' and take_profit is not null`,
  ]);
}
