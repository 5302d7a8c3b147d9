import Decimal from 'decimal.js';
import { groupThousands } from '../money/display-balance.js';
import { QUOTE_CURRENCY } from '../prices/quote.schema.js';
import type { TICKER_SYMBOLS } from '../spec/ticker-symbols.js';

type TickerSymbol = (typeof TICKER_SYMBOLS)[number];

/**
 * Each symbol's number of decimals (its exchange tick size): every price of a symbol is shown
 * with exactly these, wherever it appears (ticker, tables, chart, dialogs, mails, CSV). A price
 * computed with the spread (8 decimals) is rounded to them for display only.
 */
export const PRICE_DECIMALS: Record<TickerSymbol, number> = {
  BTC: 2,
  ETH: 2,
  BNB: 2,
  SOL: 2,
  AVAX: 3,
  LINK: 3,
  XRP: 4,
  ADA: 4,
  MATIC: 4,
  FTM: 4,
  DOGE: 5,
};

/** A symbol's decimals; an unknown symbol (never on the pages) gets 8, the price units' precision. */
export const priceDecimals = (symbol: string): number => PRICE_DECIMALS[symbol as TickerSymbol] ?? 8;

/** "97000" → "97000.00", "0.54237105" (XRP) → "0.5424": the symbol's decimals, half-up, no grouping (CSV). */
export function fixedPrice(
  symbol: string,
  price: Decimal.Value,
  rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP,
): string {
  return new Decimal(String(price)).toFixed(priceDecimals(symbol), rounding);
}

/** "97,000.00": the symbol's decimals with thousands commas, without the unit (a chart's scale). */
export function formatPriceFigure(
  symbol: string,
  price: Decimal.Value,
  rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP,
): string {
  const fixed = fixedPrice(symbol, price, rounding);
  const negative = fixed.startsWith('-') && !/^-[0.]*$/.test(fixed);
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** "97,000.00 USDT": how every page, mail and notification shows a price of a symbol. */
export function formatPrice(symbol: string, price: Decimal.Value): string {
  return `${formatPriceFigure(symbol, price)} ${QUOTE_CURRENCY}`;
}

/**
 * A limit a typed price must pass ("must be above 0.5426 USDT"), rounded to the symbol's
 * decimals on the side that keeps it true for every price the member can type: a bound from
 * below rounds down, one from above rounds up (0.542642 → above 0.5426, below 0.5427).
 */
export function formatPriceLimit(symbol: string, price: Decimal.Value, side: 'above' | 'below'): string {
  const rounding = side === 'above' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  return `${formatPriceFigure(symbol, price, rounding)} ${QUOTE_CURRENCY}`;
}

/**
 * What is wrong with a price a member typed for `symbol` (a take profit, a stop loss, an alert
 * level), or null: more decimals than the symbol's would be shown rounded, not as typed.
 */
export function priceInputProblem(symbol: string, typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d{1,10}(\.\d+)?$/.test(text)) return 'Enter a price like 65000 or 0.125';
  const decimals = text.split('.')[1]?.length ?? 0;
  const allowed = priceDecimals(symbol);
  return decimals > allowed ? `${symbol} prices have at most ${allowed} decimals` : null;
}
