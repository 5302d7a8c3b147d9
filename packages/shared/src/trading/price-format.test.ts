import { describe, expect, it } from 'vitest';
import { TICKER_SYMBOLS } from '../spec/ticker-symbols.js';
import {
  fixedPrice,
  formatPrice,
  formatPriceFigure,
  formatPriceLimit,
  PRICE_DECIMALS,
  priceInputProblem,
} from './price-format.js';

describe('price format', () => {
  it('shows a large price with its 2 decimals, thousands commas and the quote unit', () => {
    expect(formatPrice('BTC', '97000')).toBe('97,000.00 USDT');
    expect(formatPrice('BTC', '1234567.891')).toBe('1,234,567.89 USDT');
    expect(formatPrice('ETH', 3420.5)).toBe('3,420.50 USDT');
  });

  it('shows a cheap coin with its own decimals, the same whether the price came from the feed or the spread', () => {
    // The feed's 4 decimals and an entry price with the spread (8 decimals) read alike.
    expect(formatPrice('XRP', '0.5421')).toBe('0.5421 USDT');
    expect(formatPrice('XRP', '0.54237105')).toBe('0.5424 USDT');
    expect(formatPrice('DOGE', '0.1523')).toBe('0.15230 USDT');
    expect(formatPrice('LINK', '15.32')).toBe('15.320 USDT');
  });

  it('rounds half-up and never prints "-0"', () => {
    expect(formatPriceFigure('BTC', '0.005')).toBe('0.01');
    expect(formatPriceFigure('BTC', '-0.001')).toBe('0.00');
    expect(formatPriceFigure('BTC', '-1500.5')).toBe('-1,500.50');
  });

  it('keeps CSV figures ungrouped, with the same decimals as the pages', () => {
    expect(fixedPrice('BTC', '97000.123')).toBe('97000.12');
    expect(fixedPrice('XRP', '0.54237105')).toBe('0.5424');
  });

  it('has decimals for every ticker symbol', () => {
    for (const s of TICKER_SYMBOLS) expect(PRICE_DECIMALS[s]).toBeGreaterThanOrEqual(2);
  });

  it("refuses a typed price with more decimals than the symbol's, which would show rounded", () => {
    expect(priceInputProblem('BTC', '97000.12')).toBeNull();
    expect(priceInputProblem('BTC', ' ')).toBeNull();
    expect(priceInputProblem('BTC', '97000.123')).toBe('BTC prices have at most 2 decimals');
    expect(priceInputProblem('XRP', '0.5421')).toBeNull();
    expect(priceInputProblem('XRP', '0.54215')).toBe('XRP prices have at most 4 decimals');
    expect(priceInputProblem('XRP', '1,5')).toBe('Enter a price like 65000 or 0.125');
  });

  it('says a limit rounded on the side that keeps it true for every price one can type', () => {
    expect(formatPriceLimit('XRP', '0.542642', 'above')).toBe('0.5426 USDT');
    expect(formatPriceLimit('XRP', '0.542642', 'below')).toBe('0.5427 USDT');
    expect(formatPriceLimit('BTC', '45022.5', 'above')).toBe('45,022.50 USDT');
  });
});
