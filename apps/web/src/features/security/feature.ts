import { ROUTES } from '@member-area/shared';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { defineFeature } from '../../feature';
import { SecurityPage } from './pages';

export const securityFeature = defineFeature({
  name: 'security',
  pages: [{ path: ROUTES.security, Page: SecurityPage }],
  nav: [{ label: 'Security', to: ROUTES.security, icon: SecurityOutlined, place: 30 }],
});
