import { isOperatorRole, ROUTES, type SessionUser } from '@member-area/shared';

/** Where a signed-in person starts: operators in the back office, members on their dashboard. */
export function landingPath(user: Pick<SessionUser, 'role'>): string {
  return isOperatorRole(user.role) ? ROUTES.admin : ROUTES.home;
}
