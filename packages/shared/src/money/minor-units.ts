import Decimal from 'decimal.js';

/** Ledger amounts are integer cents; the API speaks decimal strings with 2 places. */
export function centsToDecimalString(cents: bigint | string | number): string {
  return new Decimal(cents.toString()).dividedBy(100).toFixed(2);
}

export function decimalStringToCents(value: string): bigint {
  const d = new Decimal(value);
  if (d.decimalPlaces() > 2) throw new RangeError(`amount has more than 2 decimals: ${value}`);
  return BigInt(d.times(100).toFixed(0));
}
