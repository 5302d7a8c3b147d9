import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToCents } from './minor-units.js';

describe('minor units', () => {
  it('turns cents into a 2-decimal string', () => {
    expect(centsToDecimalString(0n)).toBe('0.00');
    expect(centsToDecimalString(123456n)).toBe('1234.56');
    expect(centsToDecimalString(9007199254740993n)).toBe('90071992547409.93');
  });

  it('turns a decimal string into cents and refuses sub-cent amounts', () => {
    expect(decimalStringToCents('1234.56')).toBe(123456n);
    expect(decimalStringToCents('0.1')).toBe(10n);
    expect(() => decimalStringToCents('0.001')).toThrow(RangeError);
  });
});
