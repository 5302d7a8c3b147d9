import type { Tx } from '../../platform/db/transaction.js';
import { voidHold } from '../ledger/index.js';
import type { WithdrawalRow } from './money.repo.js';

/** Ends a withdrawal that will not be paid (rejected or cancelled): its hold goes back to the wallet. */
export async function releaseWithdrawal(
  trx: Tx,
  row: WithdrawalRow,
  end: { status: 'rejected' | 'cancelled'; by: string; reason: string | null },
): Promise<WithdrawalRow> {
  await voidHold(trx, { holdId: BigInt(row.hold_id), createdBy: end.by });
  const now = new Date();
  return trx
    .updateTable('withdrawal')
    .set({ status: end.status, decided_by: end.by, decided_at: now, updated_at: now, reason: end.reason })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
