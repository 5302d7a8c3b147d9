import type { Withdrawal } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { announceMoney } from './announce.js';
import { findWithdrawal, toWithdrawal } from './money.repo.js';
import { releaseWithdrawal } from './release-withdrawal.js';
import { assertWithdrawalTransition } from './state-machine.js';

export interface CancelWithdrawalOptions {
  memberId: string;
  slug: string;
}

/** The member cancels their own withdrawal while it is pending: the hold goes back to the wallet. */
export async function cancelWithdrawal(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, slug }: CancelWithdrawalOptions,
): Promise<Withdrawal> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findWithdrawal(trx, slug, memberId, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    assertWithdrawalTransition(row.status, 'cancelled', null);
    const updated = await releaseWithdrawal(trx, row, { status: 'cancelled', by: memberId, reason: null });
    announceMoney(afterCommit, memberId, row.source);
    return toWithdrawal(updated);
  });
}
