import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { walletBalance } from './wallet.service.js';

/** The member's live balance of the spec (their wallet), pushed whenever it moves. */
export const balanceTopic = defineLiveTopic({
  name: 'balance',
  audience: 'member',
  read: (db, memberId) => walletBalance({ db }, memberId),
});
