import { analyticsApi, isOperatorRole, type SessionUser } from '@member-area/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../api/call';

/**
 * First-party page views: each route a member opens is counted on our server (the path only, no
 * third party). Not for operators, nor while an operator is signed in as the member.
 */
export function usePageViews(user: SessionUser | null): void {
  const { pathname } = useLocation();
  const counts = !!user && !user.impersonatedBy && !isOperatorRole(user.role);
  useEffect(() => {
    if (!counts) return;
    // A lost page view matters to nobody: the member never waits for it or sees it fail.
    call(analyticsApi.pageView, { body: { path: pathname.slice(0, 200) } }).catch(() => {});
  }, [counts, pathname]);
}
