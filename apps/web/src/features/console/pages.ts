import { lazyPage } from '../../ui/lazy-page';

/** The console's pages, each its own chunk (the charts load with the dashboard only). */
export const ConsoleDashboardPage = lazyPage(() => import('./ConsoleDashboardPage'), 'ConsoleDashboardPage');
