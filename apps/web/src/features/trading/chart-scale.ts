import type { AutoscaleInfo } from 'lightweight-charts';

/**
 * The candles' own range widened to hold the member's price lines: a stop loss or liquidation
 * price far from the last minutes' candles would otherwise sit off the scale, unseen.
 */
export function withLines(base: AutoscaleInfo | null, lines: readonly number[]): AutoscaleInfo | null {
  if (lines.length === 0) return base;
  const min = Math.min(...lines);
  const max = Math.max(...lines);
  if (!base?.priceRange) return { priceRange: { minValue: min, maxValue: max } };
  return {
    ...base,
    priceRange: {
      minValue: Math.min(base.priceRange.minValue, min),
      maxValue: Math.max(base.priceRange.maxValue, max),
    },
  };
}
