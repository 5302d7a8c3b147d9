import { lazyPage } from '../../ui/lazy-page';

export const AdminMembersPage = lazyPage(() => import('./AdminMembersPage'), 'AdminMembersPage');
export const AdminMemberPage = lazyPage(() => import('./AdminMemberPage'), 'AdminMemberPage');
export const AdminSettingsPage = lazyPage(() => import('./AdminSettingsPage'), 'AdminSettingsPage');
export const AdminAuditPage = lazyPage(() => import('./AdminAuditPage'), 'AdminAuditPage');
export const AdminJobsPage = lazyPage(() => import('./AdminJobsPage'), 'AdminJobsPage');
