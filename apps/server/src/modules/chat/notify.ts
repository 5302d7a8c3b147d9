import type { AfterCommit, Tx } from '../../platform/db/transaction.js';
import { chatTopic, supportInboxTopic } from './chat.live.js';
import { operatorIds } from './chat.repo.js';

/**
 * After a thread changed: each participant's tabs get their chat index; when one side is the
 * support contact, every operator's tabs get the support inbox instead, refreshed once for all of
 * them after the commit (supportInboxTopic is detached: no sender waits on the inbox's version).
 */
export async function threadChanged(
  trx: Tx,
  afterCommit: AfterCommit,
  thread: { participants: readonly string[]; supportId: string },
): Promise<void> {
  for (const userId of thread.participants) {
    if (userId !== thread.supportId) afterCommit.changed(chatTopic, userId);
  }
  if (thread.participants.includes(thread.supportId)) {
    for (const operatorId of await operatorIds(trx)) afterCommit.changed(supportInboxTopic, operatorId);
  }
}
