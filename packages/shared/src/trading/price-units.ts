import Decimal from 'decimal.js';
import { fixedPoint } from '../money/minor-units.js';

/**
 * Trading prices are exact integers of 10^-8 USDT ("price units"): the feed's decimal strings
 * become units without floats, and P/L is computed on integers. 8 decimals cover every symbol
 * the spec trades (a DOGE or FTM price has at most 6 significant decimals on exchanges).
 */
export const PRICE_UNITS_PER_USDT = 100_000_000n;

/** "70000.12" → 7000012000000n; more than 8 decimals are truncated toward zero. */
export function priceToUnits(price: string): bigint {
  return BigInt(new Decimal(price).times(PRICE_UNITS_PER_USDT.toString()).toFixed(0, Decimal.ROUND_DOWN));
}

/** 7000012000000n → "70000.12" (at least 2 decimals, trailing zeros beyond them dropped). */
export function unitsToPrice(units: bigint): string {
  return fixedPoint(units, 8).replace(/(\.\d\d\d*?)0+$/, '$1');
}
