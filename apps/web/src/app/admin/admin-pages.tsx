import { INVESTMENT_ROUTES, ROUTES } from '@member-area/shared';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import * as adminPages from '../../features/admin/pages';
import * as chatPages from '../../features/chat/pages';
import * as investmentPages from '../../features/investments/pages';
import * as kycPages from '../../features/kyc/pages';
import { NotFoundPage } from '../../ui/NotFoundPage';

const inAdmin = (path: string) => path.slice(ROUTES.admin.length + 1);

// The back office's pages, matched below its shell; its own chunk, loaded with the shell.
const routes: RouteObject[] = [
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
  { path: inAdmin(INVESTMENT_ROUTES.adminPackages), element: <investmentPages.AdminPackagesPage /> },
  { path: inAdmin(INVESTMENT_ROUTES.adminInvestments), element: <investmentPages.AdminInvestmentsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function AdminPages() {
  return useRoutes(routes);
}
