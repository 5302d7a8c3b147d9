import type { AfterCommit, Tx } from '../../platform/db/transaction.js';
import { chatTopic, supportInboxTopic } from './chat.live.js';
import { bumpSupportInboxVersion, operatorIds } from './chat.repo.js';

/**
 * After a thread changed: each participant's tabs get their chat index; when one side is the
 * support contact, every operator's tabs get the support inbox instead. The inbox takes its next
 * version here, which holds a lock until the commit: the state read at the end of this
 * transaction (once, for every operator) includes every change that took a version before.
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
    await bumpSupportInboxVersion(trx);
    for (const operatorId of await operatorIds(trx)) afterCommit.changed(supportInboxTopic, operatorId);
  }
}
