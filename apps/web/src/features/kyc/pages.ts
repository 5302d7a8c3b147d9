import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const KycPage = lazyPage(() => import('./KycPage'), 'KycPage');
export const AdminKycQueuePage = lazyPage(() => import('./AdminKycQueuePage'), 'AdminKycQueuePage');
export const AdminKycReviewPage = lazyPage(() => import('./AdminKycReviewPage'), 'AdminKycReviewPage');
