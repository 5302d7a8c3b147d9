import { describe, expect, it } from 'vitest';
import { formulaSafe } from './csv-stream.js';

describe('formulaSafe', () => {
  it('quotes every cell a spreadsheet would run, and leaves plain numbers and text alone', () => {
    for (const formula of [
      '=1+1',
      '+1',
      '@SUM(A1)',
      "-1+cmd|' /C calc'!A0",
      '-1+HYPERLINK("x")',
      '-',
      '\t=1',
      '\r=1',
    ]) {
      expect(formulaSafe(formula), formula).toBe(`'${formula}`);
    }
    for (const plain of ['-30.48', '-5', '19.49', '0', 'Maria Sanchez', '', 'a=b']) {
      expect(formulaSafe(plain), plain).toBe(plain);
    }
  });
});
