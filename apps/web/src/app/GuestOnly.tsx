import { Navigate, Outlet, useLocation } from 'react-router';
import { isVerifiedMember, landingPath, useSessionUser } from '../features/auth';

/**
 * Sign-in and registration are for visitors: someone already signed in goes where they were
 * heading, else to their start page (the back office for an operator, the dashboard otherwise).
 */
export function GuestOnly() {
  const user = useSessionUser();
  const location = useLocation();
  if (isVerifiedMember(user)) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={typeof from === 'string' ? from : landingPath(user)} replace />;
  }
  return <Outlet />;
}
