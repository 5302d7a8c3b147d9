import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import { INBOX_VERSION, readIndex, readSupportInbox, supportInboxQuery, toSupportInbox } from './chat.repo.js';

/** A member's chat index (partner, date, last message, unread), with each thread's newest message. */
export const chatTopic = defineLiveTopic({
  name: 'chat',
  audience: 'member',
  read: async (db, memberId) => ({ threads: await readIndex(db, memberId) }),
});

/**
 * The support inbox, sent to each operator's own channel: read once per change for all of them.
 * Its version is the inbox's own, one row for every operator, taken by the change in the batch
 * that also carries the inbox's read and the COMMIT (atCommit): each state holds every message
 * committed before it, and the next sender waits on that row only while PostgreSQL runs the read
 * and the commit, never for a round trip. Anyone else reads it empty.
 */
export const supportInboxTopic = defineLiveTopic({
  name: 'supportInbox',
  audience: 'member',
  sameForAll: true,
  readVersioned: (db, userId) => readSupportInbox(db, userId),
  atCommit: atCommitRead({
    version: INBOX_VERSION,
    query: supportInboxQuery,
    data: (rows) => toSupportInbox(rows[0]).data,
  }),
});
