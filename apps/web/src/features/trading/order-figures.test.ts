import { describe, expect, it } from 'vitest';
import { indicative } from './order-figures';

// The order panel's figures before confirming: the server's arithmetic, and its refusal of an
// order whose liquidation price the market has already reached.
describe('indicative', () => {
  const quiet = { spreadBp: 5, feeBp: 10 };
  const wide = { spreadBp: 200, feeBp: 10 };

  it('prices a 10x long at the quote plus the spread, with its fee and liquidation price', () => {
    expect(indicative(quiet, '40000.00', 'long', '100', 10)).toMatchObject({
      entry: '40020.00',
      notional: '1000.00',
      fee: '1.00',
      total: '101.00',
      liquidatedNow: false,
    });
  });

  it('says an order is liquidated at once when the spread reaches 1 / leverage, on either side', () => {
    expect(indicative(wide, '40000.00', 'long', '100', 100)?.liquidatedNow).toBe(true);
    expect(indicative(wide, '40000.00', 'short', '100', 100)?.liquidatedNow).toBe(true);
    expect(indicative(wide, '40000.00', 'long', '100', 20)?.liquidatedNow).toBe(false);
    expect(indicative(quiet, '40000.00', 'short', '100', 100)?.liquidatedNow).toBe(false);
  });

  it('has no figures without a price or a valid amount', () => {
    expect(indicative(quiet, undefined, 'long', '100', 10)).toBeNull();
    expect(indicative(quiet, '40000.00', 'long', '1.234', 10)).toBeNull();
    expect(indicative(quiet, '40000.00', 'long', '0', 10)).toBeNull();
  });
});
