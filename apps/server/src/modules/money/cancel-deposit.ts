import type { DepositInvoice } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { announceMoney } from './announce.js';
import { findDeposit, proofsOf, toDeposit } from './money.repo.js';
import { assertDepositTransition } from './state-machine.js';

export interface CancelDepositOptions {
  memberId: string;
  slug: string;
}

/** The member withdraws their own invoice while it is pending (nothing moved yet). */
export async function cancelDeposit(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, slug }: CancelDepositOptions,
): Promise<DepositInvoice> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findDeposit(trx, slug, memberId, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
    assertDepositTransition(row.status, 'cancelled', null);
    const now = new Date();
    const updated = await trx
      .updateTable('deposit_invoice')
      .set({ status: 'cancelled', decided_by: memberId, decided_at: now, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announceMoney(afterCommit, memberId, false);
    return toDeposit(updated, await proofsOf(trx, [row.id]), 'member');
  });
}
