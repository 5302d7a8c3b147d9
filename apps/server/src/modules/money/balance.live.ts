import { centsToDecimalString } from '@member-area/shared';
import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { type AccountState, accountState, stateLeft } from '../ledger/index.js';

/**
 * The member's live balance of the spec (their wallet), pushed whenever it moves. Its version
 * is the wallet row's own (it goes up with every balance change): the hottest topic costs a
 * transfer no statement beyond the transfer itself.
 */
export const balanceTopic = defineLiveTopic({
  name: 'balance',
  audience: 'member',
  readVersioned: async (db, memberId) => balanceState(await accountState(db, memberId, 'wallet')),
  fromMoves: (trx, memberId) => {
    const state = stateLeft(trx, memberId, 'wallet');
    return state && balanceState(state);
  },
});

const balanceState = ({ cents, version }: AccountState) => ({
  v: Number(version),
  data: { balance: centsToDecimalString(cents) },
});
