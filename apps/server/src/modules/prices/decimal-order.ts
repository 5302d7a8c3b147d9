/** Orders two non-negative decimal strings exactly (no floats): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(width, '0'));
  const y = BigInt(bi + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const minDecimal = (...values: string[]) => values.reduce((m, v) => (compareDecimal(v, m) < 0 ? v : m));
export const maxDecimal = (...values: string[]) => values.reduce((m, v) => (compareDecimal(v, m) > 0 ? v : m));
