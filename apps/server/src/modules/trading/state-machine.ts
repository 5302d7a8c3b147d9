import type { CloseReason } from '@member-area/shared';
import { AppError } from '../../platform/http/app-error.js';

// Every status change of a position, in one place: open → closed, once, for one of the close
// reasons. The change itself is conditional (`update … where status = 'open' returning`), so
// when two closers race (a member's click, a tick on another node) exactly one wins.

type PositionStatus = 'open' | 'closed';

const POSITION: Record<PositionStatus, readonly PositionStatus[]> = {
  open: ['closed'],
  closed: [],
};

export function assertPositionTransition(from: PositionStatus, to: PositionStatus, reason?: CloseReason | null): void {
  if (POSITION[from].includes(to)) return;
  const why = reason ? ` (${reason.replace('_', ' ')})` : '';
  throw new AppError('CONFLICT', `This position was already ${from}${why}: it cannot be ${to} again.`, {
    status: from,
    reason: reason ?? null,
  });
}

/** What a position may still do. */
export const canClose = (status: PositionStatus) => POSITION[status].includes('closed');
export const canEditTargets = canClose;
