import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { readIndex, readSupportInbox } from './chat.repo.js';

/** A member's chat index (partner, date, last message, unread), with each thread's newest message. */
export const chatTopic = defineLiveTopic({
  name: 'chat',
  audience: 'member',
  read: async (db, memberId) => ({ threads: await readIndex(db, memberId) }),
});

/**
 * The support inbox, sent to each operator's own channel: read once per change for all of them
 * (its version is the inbox's own, taken by the change under a lock, see notify.ts), so each
 * state holds every message committed before it. Anyone else reads it empty.
 */
export const supportInboxTopic = defineLiveTopic({
  name: 'supportInbox',
  audience: 'member',
  sameForAll: true,
  readVersioned: (db, userId) => readSupportInbox(db, userId),
});
