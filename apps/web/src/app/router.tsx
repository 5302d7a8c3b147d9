import { ROUTES } from '@member-area/shared';
import { Suspense } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import * as authPages from '../features/auth/pages';
import * as devMailboxPages from '../features/dev-mailbox/pages';
import { SpinnerOverlay } from '../ui/SpinnerOverlay';
import { AdminArea } from './admin/AdminArea';
import { AdminPages, MemberPages } from './area-pages';
import { ErrorBoundary } from './ErrorBoundary';
import { GuestOnly } from './GuestOnly';
import { MemberArea } from './shell/MemberArea';
import { PublicLayout } from './shell/PublicLayout';

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
  // The signed-in areas match their pages themselves (area-pages.ts), below their shells.
  { path: `${ROUTES.admin}/*`, element: <AdminArea />, children: guarded([{ path: '*', element: <AdminPages /> }]) },
  { path: '/*', element: <MemberArea />, children: guarded([{ path: '*', element: <MemberPages /> }]) },
];

/** Every page is lazily loaded, so /login downloads only what sign-in needs. */
export function AppRoutes() {
  return useRoutes(routes);
}
