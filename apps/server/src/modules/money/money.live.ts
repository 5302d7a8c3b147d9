import { atCommitRead, defineLiveTopic } from '../../platform/live/live-topics.js';
import { moneyLive, moneyLiveQuery, toMoneyLive } from './wallet-summary.js';

/**
 * The member's wallet figures and invoice/withdrawal statuses, pushed after every change of them.
 * A change reads it in one statement sent with its COMMIT (atCommit), not in round trips of its own.
 */
export const moneyTopic = defineLiveTopic({
  name: 'money',
  audience: 'member',
  read: (db, memberId) => moneyLive(db, memberId),
  atCommit: atCommitRead({ query: moneyLiveQuery, data: (rows) => toMoneyLive(rows[0]) }),
});
