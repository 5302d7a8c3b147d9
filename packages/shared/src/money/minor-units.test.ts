import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents } from './minor-units.js';

describe('minor units', () => {
  it('turns cents into a 2-decimal string', () => {
    expect(centsToDecimalString(0n)).toBe('0.00');
    expect(centsToDecimalString(123456n)).toBe('1234.56');
    expect(centsToDecimalString(9007199254740993n)).toBe('90071992547409.93');
    expect(centsToDecimalString(5n)).toBe('0.05');
    expect(centsToDecimalString(-5n)).toBe('-0.05');
    expect(centsToDecimalString(-123456n)).toBe('-1234.56');
    expect(centsToDecimalString('-100')).toBe('-1.00');
    expect(centsToDecimalString(42)).toBe('0.42');
    expect(centsToDecimalString('12.5')).toBe('0.13'); // a fraction of a cent, rounded half up
  });

  it('formats what Decimal formats, for any integer within its 20 digits of precision', () => {
    for (let i = 0; i < 2000; i++) {
      const cents = BigInt(Math.floor((Math.random() - 0.5) * 2 ** 53)) * BigInt(1 + (i % 5) ** 3);
      expect(centsToDecimalString(cents)).toBe(new Decimal(cents.toString()).dividedBy(100).toFixed(2));
    }
  });

  it('turns a decimal string into cents and refuses sub-cent amounts', () => {
    expect(decimalStringToCents('1234.56')).toBe(123456n);
    expect(decimalStringToCents('0.1')).toBe(10n);
    expect(() => decimalStringToCents('0.001')).toThrow(RangeError);
  });
});
