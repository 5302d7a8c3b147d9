import { TICKER_SYMBOLS } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice, simulatedPrice, simulatedQuotes } from './simulated-feed.js';

describe('simulated price feed', () => {
  const t = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('quotes every ticker symbol of the spec', () => {
    expect(simulatedQuotes(t).map((q) => q.symbol)).toEqual([...TICKER_SYMBOLS]);
  });

  it('gives every node the same quote within the same second', () => {
    expect(simulatedQuotes(t + 10)).toEqual(simulatedQuotes(t + 990));
  });

  it('moves over time, within a few percent of its base', () => {
    const a = simulatedPrice('BTC', t);
    const b = simulatedPrice('BTC', t + 30 * 60_000);
    expect(a).not.toBe(b);
    for (let h = 0; h < 48; h++) {
      const p = simulatedPrice('ETH', t + h * 3_600_000);
      expect(p).toBeGreaterThan(3_420 * 0.9);
      expect(p).toBeLessThan(3_420 * 1.1);
    }
  });

  it('reports the 24 h change consistent with the prices', () => {
    const [btc] = simulatedQuotes(t);
    const now = simulatedPrice('BTC', t);
    const dayAgo = simulatedPrice('BTC', t - 86_400_000);
    expect(btc?.change24h).toBe(formatPercent(((now - dayAgo) / dayAgo) * 100));
  });

  it('has a real 24 h change: markets do not repeat every day', () => {
    for (let day = 0; day < 10; day++) {
      const quotes = simulatedQuotes(t + day * 86_400_000 + day * 3_700_000);
      expect(quotes.filter((q) => q.change24h !== '0.00').length).toBeGreaterThan(8);
    }
  });

  it('never shows a negative zero', () => {
    expect(formatPercent(-0.001)).toBe('0.00');
    expect(formatPercent(-0.005)).toBe('-0.01');
    expect(formatPercent(1.234)).toBe('1.23');
  });

  it('shows more decimals for cheaper coins', () => {
    expect(formatPrice(67250.456)).toBe('67250.46');
    expect(formatPrice(15.3217)).toBe('15.322');
    expect(formatPrice(0.15234)).toBe('0.1523');
  });
});
