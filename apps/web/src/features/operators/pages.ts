import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk. */
export const OperatorsPage = lazyPage(() => import('./OperatorsPage'), 'OperatorsPage');
