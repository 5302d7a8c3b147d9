import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { openPositionsOf, toPosition } from './trading.repo.js';

/** The member's open positions, pushed after every open, close and TP/SL change. */
export const positionsTopic = defineLiveTopic({
  name: 'positions',
  audience: 'member',
  read: async (db, memberId) => (await openPositionsOf(db, memberId)).map(toPosition),
});
