import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const AdminMembersPage = lazyPage(() => import('./AdminMembersPage'), 'AdminMembersPage');
export const AdminMemberPage = lazyPage(() => import('./AdminMemberPage'), 'AdminMemberPage');
export const AdminSettingsPage = lazyPage(() => import('./AdminSettingsPage'), 'AdminSettingsPage');
export const AdminAuditPage = lazyPage(() => import('./AdminAuditPage'), 'AdminAuditPage');
export const AdminJobsPage = lazyPage(() => import('./AdminJobsPage'), 'AdminJobsPage');
