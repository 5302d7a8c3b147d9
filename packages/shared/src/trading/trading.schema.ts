import { z } from 'zod';
import { ZAmount } from '../admin/adjust-balance.schema.js';
import { ZDay } from '../http/day.js';
import { keyedPage, keyedPageQuery } from '../money/paged.js';
import { TICKER_SYMBOLS } from '../spec/ticker-symbols.js';

export const ZTradeSymbol = z.enum(TICKER_SYMBOLS);
export const POSITION_SIDES = ['long', 'short'] as const;
export const CLOSE_REASONS = ['member', 'take_profit', 'stop_loss', 'liquidation', 'operator'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** How each close reason reads on the pages and in the CSV. */
export const CLOSE_REASON_LABEL: Record<CloseReason, string> = {
  member: 'Closed by you',
  take_profit: 'Take profit',
  stop_loss: 'Stop loss',
  liquidation: 'Liquidation',
  operator: 'Closed by an operator',
};

/** A price as typed: digits with up to 8 decimals, more than zero. */
export const ZPriceInput = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, 'Enter a price like 65000 or 0.125')
  .refine((v) => Number(v) > 0, 'The price must be greater than zero');

/** A symbol as the operator set it up. Spread and fee in basis points (1 bp = 0.01 %). */
export const ZTradingSymbol = z.object({
  symbol: ZTradeSymbol,
  /** For the URL /trade/BTC/bitcoin. */
  name: z.string(),
  enabled: z.boolean(),
  spreadBp: z.number().int(),
  feeBp: z.number().int(),
  maxLeverage: z.number().int(),
});
export type TradingSymbol = z.infer<typeof ZTradingSymbol>;

export const ZMarket = ZTradingSymbol.extend({
  /** The feed's last price, null before its first tick. */
  price: z.string().nullable(),
  change24h: z.string().nullable(),
});
export type Market = z.infer<typeof ZMarket>;
export const ZMarkets = z.array(ZMarket);

export const ZOpenPositionRequest = z.object({
  symbol: ZTradeSymbol,
  side: z.enum(POSITION_SIDES, { message: 'Choose Buy or Sell' }),
  /** The margin paid from the wallet, in USD. */
  amount: ZAmount,
  leverage: z.number().int('Leverage is a whole number').min(1, 'Leverage is at least 1×').max(1000),
  takeProfit: ZPriceInput.optional(),
  stopLoss: ZPriceInput.optional(),
});
export type OpenPositionRequest = z.infer<typeof ZOpenPositionRequest>;

export const ZUpdateTargetsRequest = z.object({
  takeProfit: ZPriceInput.nullable(),
  stopLoss: ZPriceInput.nullable(),
});
export type UpdateTargetsRequest = z.infer<typeof ZUpdateTargetsRequest>;

/** A position; money in USD decimal strings, prices in USDT decimal strings. */
export const ZPosition = z.object({
  number: z.string(),
  symbol: ZTradeSymbol,
  side: z.enum(POSITION_SIDES),
  margin: z.string(),
  leverage: z.number().int(),
  notional: z.string(),
  entryPrice: z.string(),
  takeProfit: z.string().nullable(),
  stopLoss: z.string().nullable(),
  liquidationPrice: z.string(),
  fee: z.string(),
  status: z.enum(['open', 'closed']),
  closePrice: z.string().nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  /** The price gapped through the trigger: closed at the first price beyond it, not at the trigger. */
  closeGapped: z.boolean(),
  closeTickAt: z.string().nullable(),
  /** Profit (+) or loss (−) in USD, set when closed. */
  pl: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Position = z.infer<typeof ZPosition>;
export const ZPositions = z.array(ZPosition);

export const ZPositionParams = z.object({ number: z.string().regex(/^P-\d{6,18}$/, 'No such position') });

export const ZClosedPositionsQuery = z.object({
  ...keyedPageQuery(20),
  symbol: ZTradeSymbol.optional(),
  reason: z.enum(CLOSE_REASONS).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type ClosedPositionsQuery = z.infer<typeof ZClosedPositionsQuery>;
export const ZClosedPositionsPage = keyedPage(ZPosition);

// Operators

export const ZSymbolParams = z.object({ symbol: ZTradeSymbol });
export const ZUpdateSymbolRequest = z.object({
  enabled: z.boolean(),
  spreadBp: z.number().int().min(0, 'At least 0').max(1_000, 'At most 1000 bp (10 %)'),
  feeBp: z.number().int().min(0, 'At least 0').max(1_000, 'At most 1000 bp (10 %)'),
  maxLeverage: z.number().int().min(1, 'At least 1×').max(125, 'At most 125×'),
});
export type UpdateSymbolRequest = z.infer<typeof ZUpdateSymbolRequest>;

export const ZMemberPosition = ZPosition.extend({ memberId: z.string(), memberEmail: z.string() });
export type MemberPosition = z.infer<typeof ZMemberPosition>;

export const ZTradingDesk = z.object({
  open: z.array(ZMemberPosition),
  /** Open notional per symbol, long and short, in USD. */
  exposure: z.array(
    z.object({ symbol: ZTradeSymbol, positions: z.number().int(), long: z.string(), short: z.string() }),
  ),
  /** Closed positions: their notional (volume), fees, and the trading book's result (−members' P/L). */
  closed: z.object({ positions: z.number().int(), volume: z.string(), fees: z.string(), platformPl: z.string() }),
});
export type TradingDesk = z.infer<typeof ZTradingDesk>;

export const ZOperatorCloseRequest = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});

/** The trade page of a symbol, e.g. /trade/BTC/bitcoin (here, not in routes.ts: the first page never needs it). */
export const tradePath = (symbol: string, name: string) =>
  `/trade/${encodeURIComponent(symbol)}/${encodeURIComponent(name)}`;

export type TradeSymbolName = z.infer<typeof ZTradeSymbol>;
