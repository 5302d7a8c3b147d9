import { describe, expect, it } from 'vitest';
import { withLines } from './chart-scale';

describe("the chart's scale", () => {
  const candles = { priceRange: { minValue: 96_950, maxValue: 97_050 } };

  it('widens the last minutes of candles to hold a far liquidation and stop loss', () => {
    expect(withLines(candles, [97_000, 87_300, 99_000])?.priceRange).toEqual({ minValue: 87_300, maxValue: 99_000 });
  });

  it('keeps the candles range when the lines are inside it, or there are none', () => {
    expect(withLines(candles, [97_000])?.priceRange).toEqual(candles.priceRange);
    expect(withLines(candles, [])).toBe(candles);
  });

  it('shows the lines before the first candle arrives', () => {
    expect(withLines(null, [1, 2])?.priceRange).toEqual({ minValue: 1, maxValue: 2 });
  });
});
