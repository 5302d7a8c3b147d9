export { MemberAvatar } from './MemberAvatar';
export { profileLive } from './profile.live';
export { useProfile } from './useProfile';
