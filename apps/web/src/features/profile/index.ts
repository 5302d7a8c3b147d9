export { MemberAvatar } from './MemberAvatar';
export { useProfile } from './useProfile';
