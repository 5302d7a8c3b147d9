import Decimal from 'decimal.js';

// Rates are integers of percent × 10^4 ("1.2500 %" is 12500): exact, and one unit for the daily
// profit rate and the referral commission per level.

export const RATE_SCALE = 10_000;

/** "1.25" (percent, up to 4 decimals) → 12500. */
export function percentToE4(value: string): number {
  return new Decimal(value).times(RATE_SCALE).toNumber();
}

/** 12500 → "1.2500" (percent, 4 decimals). */
export function e4ToPercent(e4: number): string {
  return new Decimal(e4).dividedBy(RATE_SCALE).toFixed(4);
}

/** 12500 → "1.25" (percent, trailing zeros dropped): how pages show a rate. */
export function e4ToPercentShort(e4: number): string {
  return new Decimal(e4).dividedBy(RATE_SCALE).toString();
}

/**
 * The profit of an investment through its k-th day, in cents, floored once:
 * floor(amount × rate × k / 10^6). Day k pays cumulative(k) − cumulative(k − 1), so each day is
 * floored and the fraction it left is carried into the next; the term's total is exactly
 * cumulative(duration) whatever order the days are paid in.
 */
export function cumulativeProfit(amount: bigint, rateE4: number, k: number): bigint {
  return (amount * BigInt(rateE4) * BigInt(k)) / 1_000_000n;
}

/** What day k (1 … duration) of an investment pays, in cents. */
export function dayProfit(amount: bigint, rateE4: number, k: number): bigint {
  return cumulativeProfit(amount, rateE4, k) - cumulativeProfit(amount, rateE4, k - 1);
}
