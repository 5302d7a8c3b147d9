import { describe, expect, it } from 'vitest';
import { UnrecordedCandles } from '../../src/modules/prices/unrecorded-candles.js';

const piece = (minute: number, price: string, second = 0) => {
  const at = minute * 60_000 + second * 1000;
  return { symbol: 'BTC', open: price, high: price, low: price, close: price, openAt: at, closeAt: at };
};

describe('candle pieces a failed write missed', () => {
  it('fold into one piece per symbol and minute: first open, last close, the extremes', () => {
    const kept = new UnrecordedCandles();
    kept.keep([piece(5, '100.00', 30), piece(5, '90.00', 10), piece(5, '120.00', 50), piece(5, '95.00', 40)]);
    kept.keep([piece(6, '101.00')]);
    expect(kept.take()).toEqual([
      { ...piece(5, '90.00', 10), high: '120.00', low: '90.00', close: '120.00', closeAt: 5 * 60_000 + 50_000 },
      piece(6, '101.00'),
    ]);
    expect(kept.take()).toEqual([]);
  });

  it('keep a day of minutes for every symbol and let the oldest go past that', () => {
    const kept = new UnrecordedCandles();
    const day = 11 * 24 * 60;
    expect(kept.keep(Array.from({ length: day }, (_, m) => piece(m, '1.00')))).toBe(0);
    expect(kept.keep([piece(day, '2.00'), piece(day + 1, '3.00')])).toBe(2);
    const left = kept.take();
    expect(left).toHaveLength(day);
    expect(left[0]?.openAt).toBe(2 * 60_000);
    expect(left.at(-1)?.close).toBe('3.00');
  });
});
