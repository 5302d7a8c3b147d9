import { ROUTES } from '@member-area/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser, verifyPendingTarget } from '../../features/auth';
import { lazyPage } from '../../ui/lazy-page';
import { loadMemberPages, loadMemberShell } from '../area-pages';

// The shell and the member pages' route table load side by side.
const MemberShell = lazyPage(() => {
  void loadMemberPages();
  return loadMemberShell();
}, 'MemberShell');

/**
 * The protected shell at /: no user → /login (remembering where they were going);
 * an unverified user → /verify-pending. The root waits for the session, so it is known here.
 */
export function MemberArea({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!user.emailVerified) {
    const target = verifyPendingTarget(user.email);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  return <MemberShell>{children}</MemberShell>;
}
