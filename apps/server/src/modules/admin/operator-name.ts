import type { OperatorName } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { lockName, withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { assertOperatorNameFree } from '../operators/index.js';

/** The signed-in operator's own name, as the queues, ledger and audit log show them. */
export async function readOperatorName(ctx: Pick<AppContext, 'db'>, operatorId: string): Promise<OperatorName> {
  const row = await ctx.db.selectFrom('user').select('name').where('id', '=', operatorId).executeTakeFirstOrThrow();
  return { name: row.name };
}

/** Renames the signed-in operator (only themself), audited with the old and new name. */
export async function setOperatorName(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, name }: { operatorId: string; name: string },
): Promise<OperatorName> {
  return withTransaction(ctx, async (trx) => {
    // Two operators renaming themselves alike at once: one at a time, so the second sees the first.
    await lockName(trx, 'operator-names');
    await assertOperatorNameFree(trx, name, operatorId);
    const before = await trx.selectFrom('user').select('name').where('id', '=', operatorId).executeTakeFirstOrThrow();
    await trx.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', operatorId).execute();
    if (before.name !== name) {
      await recordAudit(trx, {
        actorId: operatorId,
        action: 'operator.name.change',
        targetType: 'operator',
        targetId: operatorId,
        details: { from: before.name, to: name },
      });
    }
    return { name };
  });
}
