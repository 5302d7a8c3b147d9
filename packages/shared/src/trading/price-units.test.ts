import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { priceToUnits, unitsToPrice } from './price-units.js';

/** What unitsToPrice answered when it divided with Decimal: the reference it must keep matching. */
const byDecimal = (units: bigint) => {
  const d = new Decimal(units.toString()).dividedBy('100000000');
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
};

describe('price units', () => {
  it('prints at least 2 decimals and drops trailing zeros beyond them', () => {
    expect(unitsToPrice(7000012000000n)).toBe('70000.12');
    expect(unitsToPrice(7000000000000n)).toBe('70000.00');
    expect(unitsToPrice(7000012300000n)).toBe('70000.123');
    expect(unitsToPrice(1n)).toBe('0.00000001');
    expect(unitsToPrice(0n)).toBe('0.00');
    expect(unitsToPrice(-150000000n)).toBe('-1.50');
    expect(unitsToPrice(priceToUnits('0.07123'))).toBe('0.07123');
  });

  it('answers what Decimal answers, for any number of units', () => {
    for (let i = 0; i < 5000; i++) {
      const units = BigInt(Math.floor((Math.random() - 0.3) * 2 ** 50)) / 10n ** BigInt(i % 9);
      expect(unitsToPrice(units)).toBe(byDecimal(units));
    }
  });
});
