import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { keepNumbersWhole } from './keep-numbers-whole';

const parts = (text: string) =>
  (keepNumbersWhole(text) as (string | ReactElement<{ children: string; style: object }>)[]).map((p) =>
    isValidElement(p) ? { whole: (p as ReactElement<{ children: string }>).props.children } : p,
  );

describe('keepNumbersWhole', () => {
  it('keeps each of our numbers on one line, inside a label or a reference', () => {
    expect(parts('Trading loss P-000006')).toEqual(['Trading loss ', { whole: 'P-000006' }, '']);
    expect(parts('position:P-000006')).toEqual(['position:', { whole: 'P-000006' }, '']);
    expect(parts('Withdrawal W-000017 requested (on hold)')).toEqual([
      'Withdrawal ',
      { whole: 'W-000017' },
      ' requested (on hold)',
    ]);
  });

  it('leaves text without a number, and anything not text, as it is', () => {
    expect(keepNumbersWhole('Adjustment (credit)')).toBe('Adjustment (credit)');
    expect(keepNumbersWhole('e-mail verified')).toBe('e-mail verified');
    expect(keepNumbersWhole(42)).toBe(42);
  });
});
