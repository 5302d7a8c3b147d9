const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

const COMPACT_UNITS = [
  ['T', 12],
  ['B', 9],
  ['M', 6],
] as const;

/**
 * A formatted amount ("1,710,493,811.60") shortened for a narrow screen ("1.71B"), with the
 * string alone (no float): cut, never rounded up, so it never shows more than there is.
 * Amounts under a million come back as they are.
 */
export function compactAmount(amount: string): string {
  const sign = amount.trim().startsWith('-') ? '-' : '';
  const whole = (amount.replace(/[^0-9.]/g, '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '');
  for (const [suffix, exponent] of COMPACT_UNITS) {
    if (whole.length > exponent) {
      const head = whole.slice(0, whole.length - exponent);
      const decimals = whole.slice(whole.length - exponent, whole.length - exponent + 2).replace(/0+$/, '');
      return `${sign}${head}${decimals ? `.${decimals}` : ''}${suffix}`;
    }
  }
  return amount;
}
