import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const SupportInboxPage = lazyPage(() => import('./SupportInboxPage'), 'SupportInboxPage');
