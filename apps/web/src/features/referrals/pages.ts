import { lazyPage } from '../../ui/lazy-page';

export const ReferralsPage = lazyPage(() => import('./referrals-pages'), 'ReferralsPage');
