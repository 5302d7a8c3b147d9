import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const InvestmentPage = lazyPage(() => import('./InvestmentPage'), 'InvestmentPage');
export const AddInvestmentPage = lazyPage(() => import('./AddInvestmentPage'), 'AddInvestmentPage');
export const InvestmentInvoicePage = lazyPage(() => import('./InvestmentInvoicePage'), 'InvestmentInvoicePage');
export const AdminPackagesPage = lazyPage(() => import('./AdminPackagesPage'), 'AdminPackagesPage');
export const AdminInvestmentsPage = lazyPage(() => import('./AdminInvestmentsPage'), 'AdminInvestmentsPage');
