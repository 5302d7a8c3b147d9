import { ROUTES } from '@member-area/shared';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { defineFeature } from '../../feature';
import { ProfilePage, UpdateProfilePage } from './pages';
import { profileLive } from './profile.live';

export const profileFeature = defineFeature({
  name: 'profile',
  pages: [
    { path: ROUTES.profile, Page: ProfilePage },
    { path: ROUTES.updateProfile, Page: UpdateProfilePage },
  ],
  nav: [{ label: 'Profile', to: ROUTES.profile, icon: PersonOutlined, place: 1, group: 'Settings' }],
  live: { profile: profileLive },
});
