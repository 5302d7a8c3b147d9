import { centsToDecimalString } from '@member-area/shared';
import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { accountState } from '../ledger/index.js';

/**
 * The member's live balance of the spec (their wallet), pushed whenever it moves. Its version
 * is the wallet row's own (it goes up with every balance change): the hottest topic costs a
 * transfer no statement beyond the transfer itself.
 */
export const balanceTopic = defineLiveTopic({
  name: 'balance',
  audience: 'member',
  readVersioned: async (db, memberId) => {
    const { cents, version } = await accountState(db, memberId, 'wallet');
    return { v: Number(version), data: { balance: centsToDecimalString(cents) } };
  },
});
