import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { assertDepositTransition, assertWithdrawalTransition } from './state-machine.js';

const allowed = (assert: () => void) => {
  try {
    assert();
    return true;
  } catch (err) {
    expect(err).toMatchObject({ code: 'CONFLICT' });
    return false;
  }
};

describe('money state machine', () => {
  it('a deposit leaves pending once, to paid, rejected, cancelled or expired, and never again', () => {
    const table = DEPOSIT_STATUSES.flatMap((from) =>
      DEPOSIT_STATUSES.filter((to) => allowed(() => assertDepositTransition(from, to, null))).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(table).toEqual(['pending>paid', 'pending>rejected', 'pending>cancelled', 'pending>expired']);
  });

  it('a withdrawal: pending > approved > paid; rejected from pending or approved; cancelled only while pending', () => {
    const table = WITHDRAWAL_STATUSES.flatMap((from) =>
      WITHDRAWAL_STATUSES.filter((to) => allowed(() => assertWithdrawalTransition(from, to, null))).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(table).toEqual([
      'pending>approved',
      'pending>rejected',
      'pending>cancelled',
      'approved>paid',
      'approved>rejected',
    ]);
  });

  it('says what the row is and who decided it', () => {
    const decidedBy = { uid: 'u1', userName: 'operator_ab', name: 'Ada Operator' };
    expect(() => assertWithdrawalTransition('paid', 'cancelled', decidedBy)).toThrow(
      'This withdrawal was already paid by Ada Operator: it cannot be cancelled.',
    );
    expect(() => assertWithdrawalTransition('pending', 'paid', null)).toThrow(
      'This withdrawal is pending: it cannot be marked as paid before it is approved.',
    );
    expect(() => assertDepositTransition('paid', 'paid', decidedBy)).toThrow(
      'This invoice was already paid by Ada Operator: it cannot be approved.',
    );
  });
});
