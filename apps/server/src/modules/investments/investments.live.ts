import { centsToDecimalString } from '@member-area/shared';
import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { accountState } from '../ledger/index.js';

/**
 * The member's profit fund, pushed after every payout (the dashboard re-reads its figures on
 * it). Like the wallet's balance, its state and version are the profit account's own row, so a
 * batch of payouts pushes it without a statement of its own.
 */
export const investmentsTopic = defineLiveTopic({
  name: 'investments',
  audience: 'member',
  readVersioned: async (db, memberId) => {
    const { cents, version } = await accountState(db, memberId, 'profit');
    return { v: Number(version), data: { profit: centsToDecimalString(cents) } };
  },
});
