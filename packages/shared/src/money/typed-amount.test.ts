import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { decimalStringToCents } from './minor-units.js';
import {
  amountInWords,
  amountOutsideRange,
  type CurrencyView,
  countedAs,
  limitInCurrency,
  limitInWords,
  parseTypedAmount,
  rangeInWords,
  typedToUsd,
  usdToTyped,
} from './typed-amount.js';

const KRW: CurrencyView = { currency: 'KRW', rate: '1385.5' };
const KWD: CurrencyView = { currency: 'KWD', rate: '0.307' };
const EUR: CurrencyView = { currency: 'EUR', rate: '0.92' };

describe('parseTypedAmount', () => {
  it('takes digits with up to 2 decimals, thousands commas and spaces', () => {
    expect(parseTypedAmount('100,000.5')).toBe('100000.5');
    expect(parseTypedAmount(' 1 000 ')).toBe('1000');
    expect(parseTypedAmount('13855')).toBe('13855');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e5', '.5']) expect(parseTypedAmount(text)).toBeNull();
  });
});

describe('a typed KRW amount', () => {
  it('becomes USD cents, half-up to the nearest cent', () => {
    expect(typedToUsd('100000', KRW)).toBe('72.18'); // 72.1761...
    expect(typedToUsd('13855', KRW)).toBe('10.00');
    expect(typedToUsd('6.93', KRW)).toBe('0.01'); // 0.005001...: up
    expect(typedToUsd('6.92', KRW)).toBe('0.00'); // 0.004994...: down
  });

  it('says when the USD cents do not land on the figure typed', () => {
    expect(countedAs('100000', KRW)).toEqual({ usd: '72.18', back: '100005.39', exact: false });
    expect(countedAs('13855', KRW)).toEqual({ usd: '10.00', back: '13855.00', exact: true });
  });

  it('converts to cents and back within half a cent of USD (6.93 KRW), for every typed amount', () => {
    const halfCent = new Decimal('0.005').times(KRW.rate);
    for (const typed of ['1', '999.99', '13855', '100000', '123456.78', '138550000']) {
      const back = new Decimal(usdToTyped(typedToUsd(typed, KRW), KRW));
      expect(back.minus(typed).abs().lte(halfCent.plus('0.01')), typed).toBe(true);
    }
  });

  it('USD cents shown in KRW and typed back are the same cents (no drift)', () => {
    for (let cents = 1n; cents < 200_000n; cents += 997n) {
      const usd = new Decimal(cents.toString()).dividedBy(100).toFixed(2);
      expect(decimalStringToCents(typedToUsd(usdToTyped(usd, KRW), KRW))).toBe(cents);
    }
  });
});

describe('limits in the member currency', () => {
  it('typing a limit as shown lands inside the USD range, in every currency', () => {
    for (const view of [KRW, KWD, EUR, { currency: 'JPY', rate: '151.2' } as CurrencyView]) {
      for (const usd of ['10.00', '10.01', '33.33', '100000.00', '99999.99', '0.01']) {
        const cents = decimalStringToCents(usd);
        expect(decimalStringToCents(typedToUsd(limitInCurrency(usd, view, 'min'), view)) >= cents).toBe(true);
        expect(decimalStringToCents(typedToUsd(limitInCurrency(usd, view, 'max'), view)) <= cents).toBe(true);
      }
    }
  });

  it('rounds a minimum up and a maximum down', () => {
    expect(limitInCurrency('10', KWD, 'min')).toBe('3.07'); // 3.07 exactly
    expect(limitInCurrency('10.01', KWD, 'min')).toBe('3.08'); // 3.07307
    expect(limitInCurrency('10.01', KWD, 'max')).toBe('3.07');
  });

  it('are told with thousands commas in both currencies', () => {
    expect(rangeInWords('10', '100000', KRW)).toBe('13,855.00 to 138,550,000.00 KRW (10.00 to 100,000.00 USD)');
    expect(rangeInWords('10', '100000', null)).toBe('10.00 to 100,000.00 USD');
    expect(limitInWords('1000', KRW, 'min')).toBe('1,385,500.00 KRW (1,000.00 USD)');
    expect(limitInWords('1000', null, 'min')).toBe('1,000.00 USD');
    expect(amountInWords('302', KRW)).toBe('418,421.00 KRW (302.00 USD)');
    expect(amountInWords('302', null)).toBe('302.00 USD');
    expect(amountOutsideRange('50', '100', null)).toBe('Enter an amount from 50.00 to 100.00 USD');
  });
});
