import {
  CLOSE_REASON_LABEL,
  type ClosedPositionsQuery,
  centsToDecimalString,
  fixedPrice,
  type Position,
  unitsToPrice,
} from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { keyedPage, sliced } from '../../platform/db/counted-page.js';
import { inDays } from '../../platform/db/day-range.js';
import { literal } from '../../platform/db/literal.js';
import type { DB } from '../../platform/db/schema.js';
import { sendCsvStream } from '../../platform/http/csv-stream.js';
import { openPositionsOf, type PositionRow, toPosition } from './trading.repo.js';

export async function myOpenPositions(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<Position[]> {
  return (await openPositionsOf(ctx.db, memberId)).map(toPosition);
}

type Filter = Omit<ClosedPositionsQuery, 'page' | 'pageSize' | 'after' | 'before'>;

/** The member's closed positions matching the filter (dates are UTC days, both included). */
function closedQuery(db: Kysely<DB>, memberId: string, f: Filter) {
  let q = db.selectFrom('position').where('member_id', '=', memberId).where('status', '=', literal('closed'));
  if (f.symbol) q = q.where('symbol', '=', f.symbol);
  if (f.reason) q = q.where('close_reason', '=', f.reason);
  return q.where(inDays('closed_at', f));
}

export async function myClosedPositions(ctx: Pick<AppContext, 'db'>, memberId: string, query: ClosedPositionsQuery) {
  const base = closedQuery(ctx.db, memberId, query);
  // Last closed first, by key: (closed_at, id) on the member's index of closed positions.
  const page = await keyedPage(
    ctx.db,
    { columns: ['closed_at', 'id'], direction: 'desc' },
    query,
    (slice) => sliced(base.selectAll(), slice),
    (where) => base.where(where),
  );
  return { ...page, rows: page.rows.map(toPosition) };
}

/**
 * Every figure of /history-trade, one row per position: entry × (1 ± spread) is already in the
 * entry price, and P/L = notional × (close − entry) / entry (short: entry − close), truncated
 * toward zero and never below −margin; the wallet moved by P/L − fee.
 */
export const HISTORY_CSV_COLUMNS = [
  'Position',
  'Symbol',
  'Side',
  'Opened (UTC)',
  'Closed (UTC)',
  'Margin (USD)',
  'Leverage',
  'Notional (USD)',
  'Entry price (USDT)',
  'Close price (USDT)',
  'Take profit (USDT)',
  'Stop loss (USDT)',
  'Liquidation price (USDT)',
  'Fee (USD)',
  'P/L (USD)',
  'Wallet change (USD)',
  'Reason',
  'Gapped',
] as const;

function csvRow(r: PositionRow): string[] {
  // The symbol's decimals, as the pages show them (ungrouped: a spreadsheet reads the figure).
  const price = (u: bigint | null) => (u === null ? '' : fixedPrice(r.symbol, unitsToPrice(u)));
  return [
    r.number,
    r.symbol,
    r.side,
    new Date(r.opened_at).toISOString(),
    r.closed_at ? new Date(r.closed_at).toISOString() : '',
    centsToDecimalString(r.margin),
    String(r.leverage),
    centsToDecimalString(r.notional),
    price(r.entry_price),
    price(r.close_price),
    price(r.take_profit),
    price(r.stop_loss),
    price(r.liquidation_price),
    centsToDecimalString(r.fee),
    r.pl === null ? '' : centsToDecimalString(r.pl),
    r.pl === null ? '' : centsToDecimalString(r.pl - r.fee),
    r.close_reason ? CLOSE_REASON_LABEL[r.close_reason] : '',
    r.close_gapped ? 'yes' : 'no',
  ];
}

/** The CSV export, read by keyset a batch at a time (newest first) while the client downloads. */
export function sendClosedPositionsCsv(
  ctx: Pick<AppContext, 'db'>,
  reply: FastifyReply,
  memberId: string,
  filter: Filter,
): FastifyReply {
  async function* batches() {
    let before: bigint | null = null;
    for (;;) {
      let q = closedQuery(ctx.db, memberId, filter).selectAll();
      if (before !== null) q = q.where('id', '<', before);
      const rows = await q.orderBy('id', 'desc').limit(500).execute();
      if (rows.length === 0) return;
      yield rows.map(csvRow);
      before = rows[rows.length - 1]?.id ?? null;
      if (rows.length < 500) return;
    }
  }
  return sendCsvStream(reply, 'trade-history.csv', HISTORY_CSV_COLUMNS, batches());
}
