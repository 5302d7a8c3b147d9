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

  it("past 120 ranges of a symbol the oldest merge: their range, at the first one's time", () => {
    const missed = new MissedTicks();
    for (let i = 1; i <= 125; i++) missed.keep([tick('BTC', i, String(100 + i), String(200 + i))]);
    const batches = missed.take();
    expect(batches).toHaveLength(120);
    // Ticks 1 to 6 became one range; 7 onwards are as they came.
    expect(batches[0]).toEqual([{ ...tick('BTC', 6, '106', '206'), low: '101', high: '206', at: 1_001 }]);
    expect(batches[1]).toEqual([tick('BTC', 7, '107', '207')]);
    expect(batches.at(-1)).toEqual([tick('BTC', 125, '225', '325')]);
  });
});
