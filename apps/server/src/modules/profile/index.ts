// The member profile (on the auth user row), its avatar and its live topic.

export { getProfile } from './get-profile.js';
export { profileTopic } from './profile.live.js';
export { profileModule } from './profile.module.js';
export {
  findProfileRow,
  lockProfileRow,
  profileQuery,
  searchProfileRows,
  setMemberFlag,
  toMemberProfile,
} from './profile.repo.js';
export { sendImage } from './profile.routes.js';
export { readAvatar } from './read-avatar.js';
