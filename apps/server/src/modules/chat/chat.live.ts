import { SUPPORT_INBOX_RECENT } from '@member-area/shared';
import { atCommitList, atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import {
  INBOX_VERSION,
  indexQuery,
  readIndex,
  readSupportInbox,
  supportInboxQuery,
  toIndexEntries,
  toSupportInbox,
} from './chat.repo.js';

/** The least time between two reads of the inbox on one node while messages keep coming. */
const INBOX_FOLD_MS = 25;
/** The most messages a refreshed state lists beyond SUPPORT_INBOX_RECENT. */
const MAX_FOLDED_MESSAGES = 1000;

/**
 * A member's chat index (partner, date, last message, unread), with each thread's newest message.
 * Read at the commit (atCommit): a message's version, its index and the COMMIT go in one batch,
 * not three round trips. A thread is at most ~4 kB (two messages of 2,000 characters): past four,
 * the tabs re-read the index.
 */
export const chatTopic = defineLiveTopic({
  name: 'chat',
  audience: 'member',
  read: async (db, memberId) => ({ threads: await readIndex(db, memberId) }),
  atCommit: atCommitList({
    maxRows: 4,
    query: indexQuery,
    data: (rows) => ({ threads: toIndexEntries(rows) }),
  }),
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
    // A refresh that folds k messages lists the newest 50 + k (k at most 1,000): the k are among
    // them unless more than 50 messages numbered after one of them committed before it did (they
    // are numbered at insert, committed later: the transactions in flight at once, a pool's worth).
    query: (db, _member, folded) =>
      supportInboxQuery(db, SUPPORT_INBOX_RECENT + Math.min(folded?.changes ?? 0, MAX_FOLDED_MESSAGES)),
    data: (rows) => toSupportInbox(rows[0]).data,
  }),
});
