import { ROUTES } from '@member-area/shared';
import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import * as adminPages from '../features/admin/pages';
import * as authPages from '../features/auth/pages';
import * as chatPages from '../features/chat/pages';
import * as dashboardPages from '../features/dashboard/pages';
import * as devMailboxPages from '../features/dev-mailbox/pages';
import * as kycPages from '../features/kyc/pages';
import * as profilePages from '../features/profile/pages';
import * as securityPages from '../features/security/pages';
import * as walletPages from '../features/wallet/pages';
import { NotFoundPage } from '../ui/NotFoundPage';
import { SpinnerOverlay } from '../ui/SpinnerOverlay';
import { AdminArea } from './admin/AdminArea';
import { ErrorBoundary } from './ErrorBoundary';
import { GuestOnly } from './GuestOnly';
import { MemberArea } from './shell/MemberArea';
import { PublicLayout } from './shell/PublicLayout';

const rel = (path: string) => path.replace(/^\//, '');
const inAdmin = (path: string) => rel(path.slice(ROUTES.admin.length));

/** A shell's pages, under its own error boundary: a page that fails leaves the shell standing. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<SpinnerOverlay />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
const guarded = (children: RouteObject[]): RouteObject[] => [{ element: <Pages />, children }];

// The declarative router (BrowserRouter + useRoutes), not the data router: this app loads no
// data through the router, and the data router would add 15 kB gzip to every first visit.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: guarded([
      {
        element: <GuestOnly />,
        children: [
          { path: ROUTES.login, element: <authPages.LoginPage /> },
          { path: ROUTES.register, element: <authPages.RegisterPage /> },
          { path: ROUTES.registerWithSlug, element: <authPages.RegisterPage /> },
        ],
      },
      { path: ROUTES.forgotPassword, element: <authPages.ForgotPasswordPage /> },
      { path: ROUTES.resetPassword, element: <authPages.ResetPasswordPage /> },
      { path: ROUTES.verifyEmail, element: <authPages.VerifyEmailPage /> },
      { path: ROUTES.verifyPending, element: <authPages.VerifyPendingPage /> },
      { path: ROUTES.loginAdmin, element: <authPages.LoginAdminPage /> },
    ]),
  },
  {
    element: <PublicLayout wide />,
    children: guarded([{ path: ROUTES.devMailbox, element: <devMailboxPages.DevMailboxPage /> }]),
  },
  {
    path: ROUTES.admin,
    element: <AdminArea />,
    children: guarded([
      { index: true, element: <Navigate to={ROUTES.adminMembers} replace /> },
      { path: inAdmin(ROUTES.adminMembers), element: <adminPages.AdminMembersPage /> },
      { path: inAdmin(ROUTES.adminMember), element: <adminPages.AdminMemberPage /> },
      { path: inAdmin(ROUTES.adminSettings), element: <adminPages.AdminSettingsPage /> },
      { path: inAdmin(ROUTES.adminAudit), element: <adminPages.AdminAuditPage /> },
      { path: inAdmin(ROUTES.adminJobs), element: <adminPages.AdminJobsPage /> },
      { path: inAdmin(ROUTES.adminDeposits), element: <adminPages.AdminDepositsPage /> },
      { path: inAdmin(ROUTES.adminWithdrawals), element: <adminPages.AdminWithdrawalsPage /> },
      { path: inAdmin(ROUTES.adminLedger), element: <adminPages.AdminLedgerPage /> },
      { path: inAdmin(ROUTES.adminSupport), element: <chatPages.SupportInboxPage /> },
      { path: inAdmin(ROUTES.adminKyc), element: <kycPages.AdminKycQueuePage /> },
      { path: inAdmin(ROUTES.adminKycReview), element: <kycPages.AdminKycReviewPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
  {
    path: ROUTES.home,
    element: <MemberArea />,
    children: guarded([
      { index: true, element: <dashboardPages.DashboardPage /> },
      { path: rel(ROUTES.profile), element: <profilePages.ProfilePage /> },
      { path: rel(ROUTES.updateProfile), element: <profilePages.UpdateProfilePage /> },
      { path: rel(ROUTES.changePassword), element: <authPages.ChangePasswordPage /> },
      { path: rel(ROUTES.security), element: <securityPages.SecurityPage /> },
      { path: rel(ROUTES.kyc), element: <kycPages.KycPage /> },
      { path: rel(ROUTES.dataBank), element: <walletPages.DataBankPage /> },
      { path: rel(ROUTES.wallet), element: <walletPages.WalletPage /> },
      { path: rel(ROUTES.addBalance), element: <walletPages.AddBalancePage /> },
      { path: rel(ROUTES.invoiceBalance), element: <walletPages.InvoiceBalancePage /> },
      { path: rel(ROUTES.withdrawal), element: <walletPages.WithdrawalPage /> },
      { path: rel(ROUTES.invoiceWd), element: <walletPages.InvoiceWdPage /> },
      { path: rel(ROUTES.viewWithdrawal), element: <walletPages.ViewWithdrawalPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/** Every page is lazily loaded, so /login downloads only what sign-in needs. */
export function AppRoutes() {
  return useRoutes(routes);
}
