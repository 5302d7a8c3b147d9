import { isOperatorRole, ROUTES } from '@member-area/shared';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../../features/auth';
import { lazyPage } from '../../ui/lazy-page';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { loadAdminPages, loadAdminShell } from '../area-pages';
import { MemberArea } from '../shell/MemberArea';

// The shell and the back office's route table load side by side.
const AdminShell = lazyPage(() => {
  void loadAdminPages();
  return loadAdminShell();
}, 'AdminShell');

// Only an invited operator without two-factor sees it: it stays out of every other page's files.
const TwoFactorRequiredPage = lazyPage(() => import('../../features/operators'), 'TwoFactorRequiredPage');

/**
 * /admin/*: operators only. Anyone else sees exactly what an unknown path shows them
 * (sign-in when signed out, the member area's not-found page when signed in).
 */
export function AdminArea() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!isOperatorRole(user.role)) {
    return (
      <MemberArea>
        <NotFoundPage />
      </MemberArea>
    );
  }
  if (user.twoFactorSetupRequired) {
    return (
      <MemberArea>
        <TwoFactorRequiredPage />
      </MemberArea>
    );
  }
  return <AdminShell />;
}
