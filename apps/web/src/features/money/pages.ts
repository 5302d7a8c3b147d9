import { lazyPage } from '../../ui/lazy-page';

/**
 * This feature's pages for the router: importing this file loads none of them. The member's seven
 * share one chunk (./money-pages), so they cost the first download one preload entry.
 */
const load = () => import('./money-pages');
export const WalletPage = lazyPage(load, 'WalletPage');
export const AddBalancePage = lazyPage(load, 'AddBalancePage');
export const InvoiceBalancePage = lazyPage(load, 'InvoiceBalancePage');
export const WithdrawalPage = lazyPage(load, 'WithdrawalPage');
export const InvoiceWdPage = lazyPage(load, 'InvoiceWdPage');
export const ViewWithdrawalPage = lazyPage(load, 'ViewWithdrawalPage');
export const DataBankPage = lazyPage(load, 'DataBankPage');

/** The operator's money desk, one chunk of its own: a member never downloads it. */
const desk = () => import('./desk-pages');
export const AdminDepositsPage = lazyPage(desk, 'AdminDepositsPage');
export const AdminWithdrawalsPage = lazyPage(desk, 'AdminWithdrawalsPage');
export const AdminLedgerPage = lazyPage(desk, 'AdminLedgerPage');
