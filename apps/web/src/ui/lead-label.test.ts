import Chip from '@mui/material/Chip';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isBareValue, leadShowsLabel, textOf } from './lead-label';

describe('isBareValue', () => {
  it('takes numbers, amounts, rates and days for bare values', () => {
    for (const text of [
      '12',
      '0',
      '0.50%',
      '0.5 %',
      '-1,234.56 USD',
      '1,000.00\u00a0USD',
      '2026-11-30',
      '10.00 USD (3)',
    ]) {
      expect(isBareValue(text), text).toBe(true);
    }
  });

  it('takes a duration in short units for bare (a feed’s last tick)', () => {
    expect(isBareValue('0.4 s')).toBe(true);
    expect(isBareValue('2 min 3 s')).toBe(true);
    expect(isBareValue('No tick yet')).toBe(false);
  });

  it('takes a yes or no alone for bare', () => {
    expect(isBareValue('Yes')).toBe(true);
    expect(isBareValue('No')).toBe(true);
  });

  it('leaves names, references, words and sentences alone', () => {
    for (const text of [
      'Starter (starter)',
      'W-000003',
      'BTC',
      'Buy 10×',
      'Pending',
      'Nov 30, 2026, 7:30 AM',
      '—',
      '',
    ]) {
      expect(isBareValue(text), text).toBe(false);
    }
  });
});

describe('textOf', () => {
  it('reads text through plain elements, not through components that draw their own', () => {
    expect(textOf(createElement('span', null, '0.00', ' ', 'USD'))).toBe('0.00 USD');
    expect(textOf(createElement(Chip, { label: 'Open' }))).toBeNull();
  });
});

describe('leadShowsLabel', () => {
  type Run = { day: string; paid: number; status: string };
  const rows: Run[] = [
    { day: '2026-11-30', paid: 12, status: 'Open' },
    { day: '2026-11-29', paid: 0, status: 'Open' },
  ];

  it('labels a lead whose values are bare numbers (the profit runs’ "Paid")', () => {
    expect(leadShowsLabel({ cell: (r: Run) => r.paid }, rows)).toBe(true);
    expect(leadShowsLabel({ cell: (r: Run) => r.day }, rows)).toBe(true);
  });

  it('leaves a lead that says what it is, or a chip, unlabeled', () => {
    expect(leadShowsLabel({ cell: (r: Run) => r.status }, rows)).toBe(false);
    expect(leadShowsLabel({ cell: (r: Run) => createElement(Chip, { label: r.status }) }, rows)).toBe(false);
  });

  it('follows the column where it says', () => {
    expect(leadShowsLabel({ cell: (r: Run) => r.status, phoneLabel: true }, rows)).toBe(true);
    expect(leadShowsLabel({ cell: (r: Run) => r.paid, phoneLabel: false }, rows)).toBe(false);
  });
});
