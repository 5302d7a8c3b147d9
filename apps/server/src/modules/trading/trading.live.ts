import { atCommitList, defineLiveTopic } from '../../platform/live/live-topics.js';
import { alertsOf } from './price-alerts.js';
import { openPositionsOf, openPositionsQuery, toPosition } from './trading.repo.js';

/**
 * The member's open positions, pushed after every open, close and TP/SL change; a change reads
 * them in the statement sent with its COMMIT (atCommit), not in a round trip of its own.
 */
export const positionsTopic = defineLiveTopic({
  name: 'positions',
  audience: 'member',
  read: async (db, memberId) => (await openPositionsOf(db, memberId)).map(toPosition),
  atCommit: atCommitList({
    // About 20 positions fill a bus message (~350 bytes each); past that the tabs re-read them.
    maxRows: 20,
    query: openPositionsQuery,
    data: (rows) => rows.map(toPosition),
  }),
});

/**
 * The member's price alerts, pushed when one is set, removed, fired or re-armed: a tab shows a
 * notification when an alert's `crossings` grows, so every open tab hears of each crossing.
 */
export const priceAlertsTopic = defineLiveTopic({
  name: 'priceAlerts',
  audience: 'member',
  read: (db, memberId) => alertsOf(db, memberId),
});
