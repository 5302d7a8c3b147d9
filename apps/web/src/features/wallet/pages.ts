import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const WalletPage = lazyPage(() => import('./WalletPage'), 'WalletPage');
export const AddBalancePage = lazyPage(() => import('./AddBalancePage'), 'AddBalancePage');
export const InvoiceBalancePage = lazyPage(() => import('./InvoiceBalancePage'), 'InvoiceBalancePage');
export const WithdrawalPage = lazyPage(() => import('./WithdrawalPage'), 'WithdrawalPage');
export const InvoiceWdPage = lazyPage(() => import('./InvoiceWdPage'), 'InvoiceWdPage');
export const ViewWithdrawalPage = lazyPage(() => import('./ViewWithdrawalPage'), 'ViewWithdrawalPage');
export const DataBankPage = lazyPage(() => import('./DataBankPage'), 'DataBankPage');
