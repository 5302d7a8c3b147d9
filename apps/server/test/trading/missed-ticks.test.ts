import { describe, expect, it } from 'vitest';
import { MissedTicks } from '../../src/modules/trading/missed-ticks.js';

const tick = (symbol: 'BTC' | 'ETH', i: number, low: string, high: string) => ({
  symbol,
  price: low,
  low,
  high,
  change24h: '0.00',
  at: 1_000 + i,
});

describe('ticks a failed check missed', () => {
  it('come back in their order, one tick per symbol in each batch', () => {
    const missed = new MissedTicks();
    missed.keep([tick('BTC', 1, '10', '11'), tick('ETH', 1, '5', '6')]);
    missed.keep([tick('BTC', 2, '12', '13')]);
    expect(missed.take()).toEqual([
      [tick('BTC', 1, '10', '11'), tick('ETH', 1, '5', '6')],
      [tick('BTC', 2, '12', '13')],
    ]);
    expect(missed.take()).toEqual([]);
  });

  it("past 500 ticks of a symbol the narrowest neighbours merge: their range, at the first one's time", () => {
    const missed = new MissedTicks();
    // A slow climb of 504 ticks (each 10 wide, the next 1 higher) and one wide fall at the end.
    for (let i = 1; i <= 504; i++) missed.keep([tick('BTC', i, String(1000 + i), String(1010 + i))]);
    missed.keep([tick('BTC', 505, '900', '2000')]);
    const batches = missed.take();
    expect(batches).toHaveLength(500);
    // Every pair joins 11 wide but the last: the earliest pairs merged, one by one.
    expect(batches[0]).toEqual([{ ...tick('BTC', 2, '1002', '1012'), low: '1001', high: '1012', at: 1_001 }]);
    expect(batches[4]).toEqual([{ ...tick('BTC', 10, '1010', '1020'), low: '1009', high: '1020', at: 1_009 }]);
    expect(batches[5]).toEqual([tick('BTC', 11, '1011', '1021')]);
    // The wide move keeps its place, last.
    expect(batches.at(-1)).toEqual([tick('BTC', 505, '900', '2000')]);
  });
});
