import { describe, expect, it } from 'vitest';
import { compactAmount } from './format';

describe('compactAmount', () => {
  it('shortens the balance that overflowed a phone top bar', () => {
    expect(compactAmount('1,710,493,811.60')).toBe('1.71B');
  });

  it('cuts rather than rounds, so it never shows more than there is', () => {
    expect(compactAmount('1,999,999.99')).toBe('1.99M');
    expect(compactAmount('12,345,678,901,234.00')).toBe('12.34T');
  });

  it('drops trailing zeros and keeps the sign', () => {
    expect(compactAmount('5,000,000.00')).toBe('5M');
    expect(compactAmount('-2,500,000.00')).toBe('-2.5M');
  });

  it('leaves amounts under a million as they are', () => {
    expect(compactAmount('999,999.99')).toBe('999,999.99');
    expect(compactAmount('0.00')).toBe('0.00');
  });
});
