import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { findProfileRow } from './profile.repo.js';

/** The parts of the profile that operators change under a member's feet (the Real/Free badge). */
export const profileTopic = defineLiveTopic({
  name: 'profile',
  audience: 'member',
  read: async (db, memberId) => ({ userTrading: (await findProfileRow(db, memberId))?.userTrading ?? false }),
});
