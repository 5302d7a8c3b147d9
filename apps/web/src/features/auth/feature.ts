import { ROUTES } from '@member-area/shared';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { defineFeature } from '../../feature';
import { ChangePasswordPage } from './pages';

// The public pages (sign-in, registration…) are the first download's: app/router.tsx lists them.
export const authFeature = defineFeature({
  name: 'auth',
  pages: [{ path: ROUTES.changePassword, Page: ChangePasswordPage }],
  nav: [{ label: 'Password', to: ROUTES.changePassword, icon: KeyOutlined, place: 3, group: 'Settings' }],
});
