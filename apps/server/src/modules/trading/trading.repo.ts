import {
  centsToDecimalString,
  type Position,
  type TradeSymbolName,
  type TradingSymbol,
  unitsToPrice,
} from '@member-area/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { literal } from '../../platform/db/literal.js';
import type { DB, PositionTable, TradingSymbolTable } from '../../platform/db/schema.js';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { balanceQuery } from '../ledger/index.js';

// The only file of the module that reads its tables' shapes.

export type PositionRow = Selectable<PositionTable>;

/** What an order's precheck decides on: the symbol's terms, the wallet's balance and the position's number. */
export interface OrderReads {
  symbol: TradingSymbol | undefined;
  /** Cents; an account not opened yet holds nothing. */
  available: bigint;
  /** The next position number, P-000001 on. */
  number: string;
}

/**
 * An order's reads, read with the session (a member read: the order's precheck sends no statement
 * of its own): every symbol's terms (the spec's 11; the session is read before the body that
 * names one), the member's wallet balance, and the next position number.
 */
export const orderReadsRead = defineMemberRead('order-reads', (db, memberId) =>
  db.selectNoFrom((eb) => [
    jsonArrayFrom(
      eb.selectFrom('trading_symbol').select(['symbol', 'name', 'enabled', 'spread_bp', 'fee_bp', 'max_leverage']),
    ).as('symbols'),
    balanceQuery(db, memberId, 'wallet').as('balance'),
    sql<string>`'P-' || lpad(nextval('position_number_seq')::text, 6, '0')`.as('number'),
  ]),
);

/** What the order's member read answered, for the symbol the order names. */
export function orderReadsFor(row: MemberReadRow<typeof orderReadsRead> | null, symbol: string): OrderReads {
  if (!row) throw new Error("an order's reads answer one row");
  const terms = row.symbols.find((s) => s.symbol === symbol);
  return {
    symbol: terms ? toSymbol(terms) : undefined,
    available: BigInt(row.balance ?? 0),
    number: row.number,
  };
}

export async function listSymbols(db: Kysely<DB>): Promise<TradingSymbol[]> {
  const rows = await db.selectFrom('trading_symbol').selectAll().orderBy('sort').execute();
  return rows.map(toSymbol);
}

export function toSymbol(
  row: Pick<Selectable<TradingSymbolTable>, 'symbol' | 'name' | 'enabled' | 'spread_bp' | 'fee_bp' | 'max_leverage'>,
): TradingSymbol {
  return {
    symbol: row.symbol as TradeSymbolName,
    name: row.name,
    enabled: row.enabled,
    spreadBp: row.spread_bp,
    feeBp: row.fee_bp,
    maxLeverage: row.max_leverage,
  };
}

/** A member's own position, or undefined (another member's is not theirs: 404 upstream). */
export async function findPosition(
  db: Kysely<DB>,
  number: string,
  memberId: string | null,
  forUpdate = false,
): Promise<PositionRow | undefined> {
  let q = db.selectFrom('position').selectAll().where('number', '=', number);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}

/** A member's open positions, newest first (also the positions topic's read at commit). */
export const openPositionsQuery = (db: Kysely<DB>, memberId: string) =>
  db
    .selectFrom('position')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', literal('open'))
    .orderBy('id', 'desc');

export function openPositionsOf(db: Kysely<DB>, memberId: string): Promise<PositionRow[]> {
  return openPositionsQuery(db, memberId).execute();
}

const price = (units: bigint | null) => (units === null ? null : unitsToPrice(units));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What an order decides about its position: every column a new row does not default. */
export type NewPosition = Pick<
  PositionRow,
  | 'number'
  | 'symbol'
  | 'side'
  | 'margin'
  | 'leverage'
  | 'notional'
  | 'entry_price'
  | 'take_profit'
  | 'stop_loss'
  | 'liquidation_price'
  | 'fee'
  | 'opened_at'
>;

/** A new position's row as its insert writes it (the columns toPosition reads; an open position has no close yet). */
export function openRow(opened: NewPosition): Omit<PositionRow, 'id' | 'member_id' | 'hold_id'> {
  return {
    ...opened,
    status: 'open',
    close_price: null,
    close_reason: null,
    close_gapped: false,
    close_tick_at: null,
    close_tick_low: null,
    close_tick_high: null,
    pl: null,
    closed_by: null,
    close_note: null,
    closed_at: null,
    targets_at: null,
  };
}

export function toPosition(row: Omit<PositionRow, 'id' | 'member_id' | 'hold_id'>): Position {
  return {
    number: row.number,
    symbol: row.symbol as TradeSymbolName,
    side: row.side,
    margin: centsToDecimalString(row.margin),
    leverage: row.leverage,
    notional: centsToDecimalString(row.notional),
    entryPrice: unitsToPrice(row.entry_price),
    takeProfit: price(row.take_profit),
    stopLoss: price(row.stop_loss),
    liquidationPrice: unitsToPrice(row.liquidation_price),
    fee: centsToDecimalString(row.fee),
    status: row.status,
    closePrice: price(row.close_price),
    closeReason: row.close_reason,
    closeGapped: row.close_gapped,
    closeTickAt: iso(row.close_tick_at),
    pl: row.pl === null ? null : centsToDecimalString(row.pl),
    openedAt: new Date(row.opened_at).toISOString(),
    closedAt: iso(row.closed_at),
  };
}
