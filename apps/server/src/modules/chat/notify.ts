import type { AfterCommit } from '../../platform/db/transaction.js';
import { chatTopic, supportInboxTopic } from './chat.live.js';

/**
 * After a thread changed: each participant's tabs get their chat index; when one side is the
 * support contact, every operator's tabs get the support inbox instead, refreshed after the
 * commit (supportInboxTopic is detached: no sender waits on the inbox's version).
 */
export function threadChanged(
  afterCommit: AfterCommit,
  thread: { participants: readonly string[]; supportId: string },
): void {
  for (const userId of thread.participants) {
    if (userId !== thread.supportId) afterCommit.changed(chatTopic, userId);
  }
  if (thread.participants.includes(thread.supportId)) {
    afterCommit.changed(supportInboxTopic);
  }
}
