import { lazyPage } from '../../ui/lazy-page';

export const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');
