import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { defineQueue, handleQueue } from '../../platform/jobs/job-queue.js';
import type { JobDefinition } from '../../platform/jobs/job-runner.js';
import { announceMoney } from './announce.js';
import { assertDepositTransition } from './state-machine.js';

/** One job per invoice, due at its expiry. */
export const depositExpiryQueue = defineQueue({
  name: 'money.deposit-expiry',
  payload: z.object({ depositId: z.string().regex(/^\d+$/) }),
  maxAttempts: 10,
  backoffSeconds: 30,
  maxBackoffSeconds: 600,
});

/**
 * A deposit invoice's expiry: a job queued with the invoice, due at its expiry time (the job
 * queue runs it on one node). Only a still-pending invoice expires; any other is left alone.
 */
export function depositExpiryJob(ctx: Pick<AppContext, 'db' | 'bus'>): JobDefinition {
  return handleQueue(depositExpiryQueue, async ({ depositId }) => {
    await expireDeposit(ctx, BigInt(depositId));
  });
}

export async function expireDeposit(ctx: Pick<AppContext, 'db' | 'bus'>, depositId: bigint): Promise<boolean> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await trx
      .selectFrom('deposit_invoice')
      .select(['id', 'member_id', 'status'])
      .where('id', '=', depositId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.status !== 'pending') return false; // decided meanwhile: nothing to expire
    assertDepositTransition(row.status, 'expired', null);
    const now = new Date();
    await trx
      .updateTable('deposit_invoice')
      .set({ status: 'expired', decided_at: now, updated_at: now })
      .where('id', '=', depositId)
      .execute();
    announceMoney(afterCommit, row.member_id, false);
    return true;
  });
}
