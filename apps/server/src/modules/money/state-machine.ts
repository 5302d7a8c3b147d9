import type { Decider, DepositStatus, WithdrawalStatus } from '@member-area/shared';
import { AppError } from '../../platform/http/app-error.js';

// Every status change of an invoice or a withdrawal, in one place. A change not listed here
// is refused with 409 CONFLICT, saying what the row already is and who decided it.

const DEPOSIT: Record<DepositStatus, readonly DepositStatus[]> = {
  pending: ['paid', 'rejected', 'cancelled', 'expired'],
  paid: [],
  rejected: [],
  cancelled: [],
  expired: [],
};

/**
 * pending → approved → paid. Rejected from pending or approved (the payout failed); cancelled
 * by the member only while pending. Paid, rejected and cancelled are final.
 */
const WITHDRAWAL: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

const VERB: Record<string, string> = {
  paid: 'approve',
  approved: 'approve',
  rejected: 'reject',
  cancelled: 'cancel',
  expired: 'expire',
};

export function assertDepositTransition(from: DepositStatus, to: DepositStatus, decidedBy: Decider | null): void {
  if (DEPOSIT[from].includes(to)) return;
  throw refused('invoice', from, VERB[to] ?? to, decidedBy);
}

export function assertWithdrawalTransition(
  from: WithdrawalStatus,
  to: WithdrawalStatus,
  decidedBy: Decider | null,
): void {
  if (WITHDRAWAL[from].includes(to)) return;
  throw refused('withdrawal', from, to === 'paid' ? 'mark as paid' : (VERB[to] ?? to), decidedBy);
}

export const canMemberCancelDeposit = (s: DepositStatus) => DEPOSIT[s].includes('cancelled');
export const canMemberCancelWithdrawal = (s: WithdrawalStatus) => WITHDRAWAL[s].includes('cancelled');

function refused(what: string, status: string, verb: string, decidedBy: Decider | null): AppError {
  const who = decidedBy ? ` by ${decidedBy.name}` : '';
  const message =
    status === 'pending' || status === 'approved'
      ? `This ${what} is ${status}${status === 'approved' ? who : ''}: it cannot be ${pastTense(verb)}${
          verb === 'mark as paid' ? ' before it is approved' : ' now'
        }.`
      : `This ${what} was already ${status}${who}: it cannot be ${pastTense(verb)}.`;
  return new AppError('CONFLICT', message, { status, decidedBy });
}

function pastTense(verb: string): string {
  switch (verb) {
    case 'approve':
      return 'approved';
    case 'reject':
      return 'rejected';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    default:
      return verb === 'mark as paid' ? 'marked as paid' : verb;
  }
}
