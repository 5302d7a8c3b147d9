import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { moneyLive } from './wallet-summary.js';

/** The member's wallet figures and invoice/withdrawal statuses, pushed after every change of them. */
export const moneyTopic = defineLiveTopic({
  name: 'money',
  audience: 'member',
  read: (db, memberId) => moneyLive(db, memberId),
});
