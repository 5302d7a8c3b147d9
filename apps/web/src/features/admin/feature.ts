import { ROUTES } from '@member-area/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { defineFeature } from '../../feature';
import { AdminAuditPage, AdminJobsPage, AdminMemberPage, AdminMembersPage, AdminSettingsPage } from './pages';

export const adminFeature = defineFeature({
  name: 'admin',
  adminPages: [
    { path: ROUTES.adminMembers, Page: AdminMembersPage },
    { path: ROUTES.adminMember, Page: AdminMemberPage },
    { path: ROUTES.adminSettings, Page: AdminSettingsPage },
    { path: ROUTES.adminAudit, Page: AdminAuditPage },
    { path: ROUTES.adminJobs, Page: AdminJobsPage },
  ],
  nav: [{ label: 'Back office', to: ROUTES.admin, icon: AdminPanelSettingsOutlined, place: 100, operatorsOnly: true }],
  adminNav: [
    { label: 'Members', to: ROUTES.adminMembers, place: 10 },
    { label: 'Settings', to: ROUTES.adminSettings, place: 70 },
    { label: 'Audit log', to: ROUTES.adminAudit, place: 80 },
    { label: 'Jobs', to: ROUTES.adminJobs, place: 90 },
  ],
});
