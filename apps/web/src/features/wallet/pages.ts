import { lazyPage } from '../../ui/lazy-page';

/**
 * This feature's pages for the router: importing this file loads none of them. They share one
 * chunk (./money-pages), so seven routes cost the first download one preload entry.
 */
const load = () => import('./money-pages');
export const WalletPage = lazyPage(load, 'WalletPage');
export const AddBalancePage = lazyPage(load, 'AddBalancePage');
export const InvoiceBalancePage = lazyPage(load, 'InvoiceBalancePage');
export const WithdrawalPage = lazyPage(load, 'WithdrawalPage');
export const InvoiceWdPage = lazyPage(load, 'InvoiceWdPage');
export const ViewWithdrawalPage = lazyPage(load, 'ViewWithdrawalPage');
export const DataBankPage = lazyPage(load, 'DataBankPage');
