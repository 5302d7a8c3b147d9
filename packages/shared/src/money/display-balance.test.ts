import { describe, expect, it } from 'vitest';
import type { Rate } from './currencies.js';
import { displayBalance, formatAmount, formatRate, formatUsd, groupThousands } from './display-balance.js';

const rates: Rate[] = [
  { name: 'MYR', value: 4.47 },
  { name: 'KRW', value: 1385.5 },
  { name: 'JPY', value: 151.2 },
  { name: 'EUR', value: 0.92 },
  { name: 'KWD', value: 0.307 },
];

describe('formatUsd', () => {
  it('says an amount in the ledger currency as formatAmount writes it', () => {
    expect(formatUsd('1234.5')).toBe('1,234.50 USD');
    expect(formatUsd('-0.414')).toBe('-0.41 USD');
  });
});

describe('formatAmount', () => {
  it('shows two decimals and thousands commas', () => {
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
  });

  it('rounds half up, exactly, without float error', () => {
    expect(formatAmount('1.005')).toBe('1.01'); // 1.005 as a float would round to 1.00
    expect(formatAmount('0.125')).toBe('0.13');
    expect(formatAmount('2.994')).toBe('2.99');
  });

  it('keeps amounts beyond 2^53 exact', () => {
    expect(formatAmount('123456789012345678901.23')).toBe('123,456,789,012,345,678,901.23');
  });

  it('groups plain digit strings the same way', () => {
    expect(groupThousands('67250')).toBe('67,250');
    expect(groupThousands('999')).toBe('999');
  });

  it('puts the sign before the digits', () => {
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('-0.001')).toBe('0.00');
  });
});

describe('displayBalance', () => {
  it('multiplies by the rate of the member currency and labels it', () => {
    expect(displayBalance('100', 'EUR', rates)).toEqual({ amount: '92.00', label: 'EUR' });
    expect(displayBalance('100', 'MYR', rates)).toEqual({ amount: '447.00', label: 'MYR' });
    expect(displayBalance('1000', 'KRW', rates)).toEqual({ amount: '1,385,500.00', label: 'KRW' });
    expect(displayBalance('10', 'JPY', rates)).toEqual({ amount: '1,512.00', label: 'JPY' });
    expect(displayBalance('10', 'KWD', rates)).toEqual({ amount: '3.07', label: 'KWD' });
  });

  it('is exact where floats are not (0.1 x 3)', () => {
    expect(displayBalance('0.10', 'EUR', [{ name: 'EUR', value: 3 }])).toEqual({ amount: '0.30', label: 'EUR' });
    expect(displayBalance('1.15', 'EUR', [{ name: 'EUR', value: 1 }])).toEqual({ amount: '1.15', label: 'EUR' });
  });

  it('shows USD as it is', () => {
    expect(displayBalance('1234.5', 'USD', rates)).toEqual({ amount: '1,234.50', label: 'USD' });
  });

  it('falls back to the raw USD balance when the rate is absent', () => {
    expect(displayBalance('1234.5', 'EUR', [])).toEqual({ amount: '1,234.50', label: 'USD' });
  });

  it('falls back to USD for a zero or negative rate rather than showing 0', () => {
    expect(displayBalance('50', 'EUR', [{ name: 'EUR', value: 0 }])).toEqual({ amount: '50.00', label: 'USD' });
    expect(displayBalance('50', 'EUR', [{ name: 'EUR', value: -1 }])).toEqual({ amount: '50.00', label: 'USD' });
  });

  it('defaults the label to USD when the member has no currency', () => {
    expect(displayBalance('7', undefined, rates)).toEqual({ amount: '7.00', label: 'USD' });
    expect(displayBalance('7', null, rates)).toEqual({ amount: '7.00', label: 'USD' });
  });

  it('handles large balances', () => {
    expect(displayBalance('98765432109.87', 'KRW', rates)).toEqual({
      amount: '136,839,506,188,224.89',
      label: 'KRW',
    });
  });
});

describe('formatRate', () => {
  it('shows a rate like other amounts: thousands commas and 2 decimals', () => {
    expect(formatRate(1385.5)).toBe('1,385.50');
    expect(formatRate(1)).toBe('1.00');
  });

  it('keeps the decimals the operator set beyond two', () => {
    expect(formatRate(0.3071)).toBe('0.3071');
    expect(formatRate('4.4712')).toBe('4.4712');
  });
});
