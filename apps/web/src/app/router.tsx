import { ROUTES } from '@member-area/shared';
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AdminAuditPage, AdminJobsPage, AdminMemberPage, AdminMembersPage, AdminSettingsPage } from '../features/admin';
import {
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginAdminPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
  VerifyPendingPage,
} from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { DevMailboxPage } from '../features/dev-mailbox';
import { ProfilePage, UpdateProfilePage } from '../features/profile';
import { NotFoundPage } from '../ui/NotFoundPage';
import { AdminArea } from './admin/AdminArea';
import { SessionGate } from './SessionGate';
import { MemberArea } from './shell/MemberArea';
import { PublicLayout } from './shell/PublicLayout';
import { SpinnerOverlay } from './shell/SpinnerOverlay';

const rel = (path: string) => path.replace(/^\//, '');

function Root({ children }: { children?: ReactNode }) {
  return (
    <SessionGate>
      <Suspense fallback={<SpinnerOverlay />}>{children ?? <Outlet />}</Suspense>
    </SessionGate>
  );
}

/** Every page is lazily loaded, so /login downloads only what sign-in needs. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.register, element: <RegisterPage /> },
          { path: ROUTES.registerWithSlug, element: <RegisterPage /> },
          { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.verifyEmail, element: <VerifyEmailPage /> },
          { path: ROUTES.verifyPending, element: <VerifyPendingPage /> },
          { path: ROUTES.loginAdmin, element: <LoginAdminPage /> },
        ],
      },
      {
        element: <PublicLayout wide />,
        children: [{ path: ROUTES.devMailbox, element: <DevMailboxPage /> }],
      },
      {
        path: ROUTES.admin,
        element: <AdminArea />,
        children: [
          { index: true, element: <Navigate to={ROUTES.adminMembers} replace /> },
          { path: rel(ROUTES.adminMembers.slice(ROUTES.admin.length)), element: <AdminMembersPage /> },
          { path: rel(ROUTES.adminMember.slice(ROUTES.admin.length)), element: <AdminMemberPage /> },
          { path: rel(ROUTES.adminSettings.slice(ROUTES.admin.length)), element: <AdminSettingsPage /> },
          { path: rel(ROUTES.adminAudit.slice(ROUTES.admin.length)), element: <AdminAuditPage /> },
          { path: rel(ROUTES.adminJobs.slice(ROUTES.admin.length)), element: <AdminJobsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: ROUTES.home,
        element: <MemberArea />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: rel(ROUTES.profile), element: <ProfilePage /> },
          { path: rel(ROUTES.updateProfile), element: <UpdateProfilePage /> },
          { path: rel(ROUTES.changePassword), element: <ChangePasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
