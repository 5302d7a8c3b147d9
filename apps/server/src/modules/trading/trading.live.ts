import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { alertsOf } from './price-alerts.js';
import { openPositionsOf, toPosition } from './trading.repo.js';

/** The member's open positions, pushed after every open, close and TP/SL change. */
export const positionsTopic = defineLiveTopic({
  name: 'positions',
  audience: 'member',
  read: async (db, memberId) => (await openPositionsOf(db, memberId)).map(toPosition),
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
