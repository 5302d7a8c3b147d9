import { ROUTES } from '@member-area/shared';
import { defineFeature } from '../../feature';
import { ConsoleDashboardPage } from './pages';
import { queuesLive } from './queues';

export const consoleFeature = defineFeature({
  name: 'console',
  adminPages: [{ path: ROUTES.admin, Page: ConsoleDashboardPage }],
  adminNav: [{ label: 'Dashboard', to: ROUTES.admin, place: 0 }],
  live: { queues: queuesLive },
});
