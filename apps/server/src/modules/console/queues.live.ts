import type { AfterCommit } from '../../platform/db/transaction.js';
import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import { queuesQuery, readQueues, toQueues } from './queues.js';

/**
 * The console's queue counts, one state for every operator's tabs. Every deposit, withdrawal,
 * KYC submission and position changes them, so the topic is detached: the change does not take
 * its one version row (every money request would queue on it, and on the counts read under it);
 * after it commits, a small transaction per node takes the version and sends the counts with its
 * COMMIT (atCommit), changes in the meantime folded into one.
 */
export const queuesTopic = defineLiveTopic({
  name: 'queues',
  audience: 'operators',
  // A badge: a few reads a second whatever the desk's pace.
  detached: { foldMs: 200 },
  read: (db) => readQueues(db),
  atCommit: atCommitRead({ query: (db) => queuesQuery(db), data: (rows) => toQueues(rows[0]) }),
});

/** A queue changed (a deposit, withdrawal, KYC submission or position came or went). */
export function announceQueues(afterCommit: AfterCommit): void {
  afterCommit.changed(queuesTopic);
}
