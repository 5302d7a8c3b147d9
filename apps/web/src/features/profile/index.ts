import { lazyPage } from '../../ui/lazy-page';

export { MemberAvatar } from './MemberAvatar';
export { useProfile } from './useProfile';

export const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
export const UpdateProfilePage = lazyPage(() => import('./UpdateProfilePage'), 'UpdateProfilePage');
export { profileLive } from './profile.live';
