import { describe, expect, it } from 'vitest';
import { priceToUnits, unitsToPrice } from './price-units.js';
import { liquidatedAt, orderPrices, priceStep } from './trading-math.js';

describe('the price step', () => {
  it('keeps six significant digits, at most a cent, whatever the quote text looks like', () => {
    expect(unitsToPrice(priceStep(priceToUnits('65207.69')))).toBe('0.01');
    expect(unitsToPrice(priceStep(priceToUnits('150.123')))).toBe('0.001');
    expect(unitsToPrice(priceStep(priceToUnits('2.1')))).toBe('0.00001');
    // The exchange's "0.16000000" arrives trimmed: the same step as the padded text's.
    expect(priceStep(priceToUnits('0.16'))).toBe(priceStep(priceToUnits('0.16000000')));
    expect(unitsToPrice(priceStep(priceToUnits('0.16')))).toBe('0.000001');
  });

  it('a DOGE short at 20× on a trimmed quote opens below the market by its spread, its liquidation above it', () => {
    const quote = priceToUnits('0.16');
    const { entry, liquidation } = orderPrices('short', quote, 15, 20);
    // 0.16 × (1 − 15 bp) = 0.15976; + 1/20 = 0.167748
    expect(unitsToPrice(entry)).toBe('0.15976');
    expect(unitsToPrice(liquidation)).toBe('0.167748');
    expect(liquidatedAt('short', liquidation, quote)).toBe(false);
  });

  it('an order whose liquidation the market has reached already is told apart', () => {
    const quote = priceToUnits('3000.00');
    expect(liquidatedAt('long', orderPrices('long', quote, 200, 100).liquidation, quote)).toBe(true);
    expect(liquidatedAt('short', orderPrices('short', quote, 200, 100).liquidation, quote)).toBe(true);
    expect(liquidatedAt('long', orderPrices('long', quote, 5, 100).liquidation, quote)).toBe(false);
  });
});
