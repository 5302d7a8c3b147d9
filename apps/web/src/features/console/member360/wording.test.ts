import { KYC_STATUS_LABELS } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { labelOf, sentence, sideAndLeverage } from './wording';

describe('member 360 wording', () => {
  it('says a position as the trading desk does: "Buy 10×", never "long ×10"', () => {
    expect(sideAndLeverage('long', 10)).toBe('Buy 10×');
    expect(sideAndLeverage('short', 5)).toBe('Sell 5×');
  });

  it('capitalises a stored status', () => {
    expect(labelOf('open')).toBe('Open');
    expect(sentence('resubmission_requested')).toBe('Resubmission requested');
  });

  it('uses the list’s own label where it has one', () => {
    expect(labelOf('pending', KYC_STATUS_LABELS)).toBe('Pending review');
  });
});
