import Decimal from 'decimal.js';

/**
 * An integer count of 10^-scale units as a decimal string with `scale` places, exactly: digits
 * moved, no arithmetic. Every money answer formats its amounts, so this runs on hot paths.
 */
export function fixedPoint(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const INTEGER = /^-?\d+$/;

/** Ledger amounts are integer cents; the API speaks decimal strings with 2 places. */
export function centsToDecimalString(cents: bigint | string | number): string {
  if (typeof cents === 'bigint') return fixedPoint(cents, 2);
  const text = cents.toString();
  // A sum from SQL arrives as an integer string; anything else (a fraction) is rounded by Decimal.
  if (INTEGER.test(text)) return fixedPoint(BigInt(text), 2);
  return new Decimal(text).dividedBy(100).toFixed(2);
}

export function decimalStringToCents(value: string): bigint {
  const d = new Decimal(value);
  if (d.decimalPlaces() > 2) throw new RangeError(`amount has more than 2 decimals: ${value}`);
  return BigInt(d.times(100).toFixed(0));
}
