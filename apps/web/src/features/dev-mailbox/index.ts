import { lazyPage } from '../../ui/lazy-page';

export const DevMailboxPage = lazyPage(() => import('./DevMailboxPage'), 'DevMailboxPage');
