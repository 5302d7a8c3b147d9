import { lazyPage } from '../../ui/lazy-page';

const load = () => import('./funds-pages');
export const ProfitFundPage = lazyPage(load, 'ProfitFundPage');
export const BonusFundPage = lazyPage(load, 'BonusFundPage');
export const ProfitWithdrawalPage = lazyPage(load, 'ProfitWithdrawalPage');
export const BonusWithdrawalPage = lazyPage(load, 'BonusWithdrawalPage');
