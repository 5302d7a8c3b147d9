import { ROUTES } from '@member-area/shared';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { defineFeature } from '../../feature';
import { DashboardPage } from './pages';

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  pages: [{ path: ROUTES.home, Page: DashboardPage }],
  nav: [{ label: 'Dashboard', to: ROUTES.home, icon: DashboardOutlined, place: 10 }],
});
