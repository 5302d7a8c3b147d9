import { hasPermission, type Permission } from '@member-area/shared';
import { useSessionUser } from './useSession';

/** Whether the signed-in person's role allows it (the same list the server's guards read). */
export function useCan(permission: Permission): boolean {
  return hasPermission(useSessionUser()?.role, permission);
}
