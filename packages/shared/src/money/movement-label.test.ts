import { describe, expect, it } from 'vitest';
import { movementLabel, TRANSFER_KIND_LABEL } from './wallet.schema.js';

describe('movementLabel', () => {
  it('names a hold by what it holds: a withdrawal or a position margin', () => {
    expect(movementLabel('hold.reserve', 'withdrawal:8f1c')).toBe('Withdrawal requested (on hold)');
    expect(movementLabel('hold.void', 'withdrawal:8f1c')).toBe('Withdrawal released');
    expect(movementLabel('hold.reserve', 'position:1042')).toBe('Position 1042 margin (on hold)');
    expect(movementLabel('hold.void', 'position:1042')).toBe('Position 1042 closed: margin returned');
  });

  it("names a position's fee and P/L by the position", () => {
    expect(movementLabel('position.fee', 'position:7')).toBe('Trading fee 7');
    expect(movementLabel('position.loss', 'position:7')).toBe('Trading loss 7');
  });

  it("falls back to the kind's label", () => {
    expect(movementLabel('deposit.paid', 'deposit:ab12')).toBe('Deposit');
    expect(movementLabel('adjustment.credit', null)).toBe(TRANSFER_KIND_LABEL['adjustment.credit']);
  });
});
