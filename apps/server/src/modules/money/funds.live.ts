import { centsToDecimalString } from '@member-area/shared';
import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { balanceOf } from '../ledger/index.js';

/**
 * The member's profit and bonus funds, pushed after every change of either (a daily profit, a
 * referral bonus, a move to the wallet, a withdrawal from a fund). Two accounts, so it takes
 * its version from `live_version` like any state of several rows.
 */
export const fundsTopic = defineLiveTopic({
  name: 'funds',
  audience: 'member',
  read: async (db, memberId) => {
    const [profit, bonus] = await Promise.all([balanceOf(db, memberId, 'profit'), balanceOf(db, memberId, 'bonus')]);
    return { profit: centsToDecimalString(profit), bonus: centsToDecimalString(bonus) };
  },
});
