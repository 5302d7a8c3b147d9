import { ROUTES } from '@member-area/shared';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { defineFeature } from '../../feature';
import { ReferralsPage } from './pages';

export const referralsFeature = defineFeature({
  name: 'referrals',
  pages: [{ path: ROUTES.refferals, Page: ReferralsPage }],
  nav: [{ label: 'Referrals', to: ROUTES.refferals, icon: HubOutlined, place: 1, group: 'Network' }],
});
