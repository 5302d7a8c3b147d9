import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { readSupportUserId } from '../settings/index.js';
import { isOperator, readIndex, readSupportInbox } from './chat.repo.js';

/** A member's chat index (partner, date, last message, unread), with each thread's newest message. */
export const chatTopic = defineLiveTopic({
  name: 'chat',
  audience: 'member',
  read: async (db, memberId) => ({ threads: await readIndex(db, memberId) }),
});

/**
 * The support inbox, sent to each operator's own channel: its newest messages and the number of
 * unread threads. Anyone else reads it empty.
 */
export const supportInboxTopic = defineLiveTopic({
  name: 'supportInbox',
  audience: 'member',
  read: async (db, userId) =>
    (await isOperator(db, userId))
      ? readSupportInbox(db, await readSupportUserId(db))
      : { unreadThreads: 0, recent: [] },
});
