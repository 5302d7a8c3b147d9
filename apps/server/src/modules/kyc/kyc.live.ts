import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { latestSubmission, stateOf } from './kyc.repo.js';

/** The member's KYC state: an operator's decision reaches their open tabs at once. */
export const kycTopic = defineLiveTopic({
  name: 'kyc',
  audience: 'member',
  read: async (db, memberId) => stateOf(await latestSubmission(db, memberId)),
});
