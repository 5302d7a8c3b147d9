import { INVESTMENT_ROUTES, ROUTES } from '@member-area/shared';
import { type RouteObject, useRoutes } from 'react-router';
import * as authPages from '../../features/auth/pages';
import * as dashboardPages from '../../features/dashboard/pages';
import * as investmentPages from '../../features/investments/pages';
import * as kycPages from '../../features/kyc/pages';
import * as profilePages from '../../features/profile/pages';
import * as securityPages from '../../features/security/pages';
import * as walletPages from '../../features/wallet/pages';
import { NotFoundPage } from '../../ui/NotFoundPage';

const rel = (path: string) => path.replace(/^\//, '');

// The member area's pages, matched below the shell. This table is its own chunk, loaded with
// the shell: /login downloads neither the table nor the preload lists of its pages.
const routes: RouteObject[] = [
  { index: true, element: <dashboardPages.DashboardPage /> },
  { path: rel(ROUTES.profile), element: <profilePages.ProfilePage /> },
  { path: rel(ROUTES.updateProfile), element: <profilePages.UpdateProfilePage /> },
  { path: rel(ROUTES.changePassword), element: <authPages.ChangePasswordPage /> },
  { path: rel(ROUTES.security), element: <securityPages.SecurityPage /> },
  { path: rel(ROUTES.kyc), element: <kycPages.KycPage /> },
  { path: rel(INVESTMENT_ROUTES.investment), element: <investmentPages.InvestmentPage /> },
  { path: rel(INVESTMENT_ROUTES.addInvestment), element: <investmentPages.AddInvestmentPage /> },
  { path: rel(INVESTMENT_ROUTES.invoiceInvestment), element: <investmentPages.InvestmentInvoicePage /> },
  { path: rel(ROUTES.dataBank), element: <walletPages.DataBankPage /> },
  { path: rel(ROUTES.wallet), element: <walletPages.WalletPage /> },
  { path: rel(ROUTES.addBalance), element: <walletPages.AddBalancePage /> },
  { path: rel(ROUTES.invoiceBalance), element: <walletPages.InvoiceBalancePage /> },
  { path: rel(ROUTES.withdrawal), element: <walletPages.WithdrawalPage /> },
  { path: rel(ROUTES.invoiceWd), element: <walletPages.InvoiceWdPage /> },
  { path: rel(ROUTES.viewWithdrawal), element: <walletPages.ViewWithdrawalPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function MemberPages() {
  return useRoutes(routes);
}
