import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import { INBOX_VERSION, readIndex, readSupportInbox, supportInboxQuery, toSupportInbox } from './chat.repo.js';

/** The least time between two reads of the inbox on one node while messages keep coming. */
const INBOX_FOLD_MS = 25;

/** A member's chat index (partner, date, last message, unread), with each thread's newest message. */
export const chatTopic = defineLiveTopic({
  name: 'chat',
  audience: 'member',
  read: async (db, memberId) => ({ threads: await readIndex(db, memberId) }),
});

/**
 * The support inbox, on the operators' channel: read once per refresh, sent to every operator's
 * tabs. Every member's message to support changes it, so it is detached: the sender's
 * transaction does not take the inbox's one version row (a burst of senders queued on it, one
 * after the other); once the message has committed, one refresh per node takes the version and
 * reads the inbox with its COMMIT (atCommit), the messages that committed meanwhile folded into
 * the next refresh, at most one every INBOX_FOLD_MS.
 */
export const supportInboxTopic = defineLiveTopic({
  name: 'supportInbox',
  audience: 'operators',
  detached: { foldMs: INBOX_FOLD_MS },
  readVersioned: (db) => readSupportInbox(db),
  atCommit: atCommitRead({
    version: INBOX_VERSION,
    query: (db) => supportInboxQuery(db),
    data: (rows) => toSupportInbox(rows[0]).data,
  }),
});
