import { ROUTES } from '@member-area/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { defineFeature } from '../../feature';
import {
  AdminAuditPage,
  AdminDepositsPage,
  AdminJobsPage,
  AdminLedgerPage,
  AdminMemberPage,
  AdminMembersPage,
  AdminSettingsPage,
  AdminWithdrawalsPage,
} from './pages';

export const adminFeature = defineFeature({
  name: 'admin',
  adminPages: [
    { path: ROUTES.adminMembers, Page: AdminMembersPage },
    { path: ROUTES.adminMember, Page: AdminMemberPage },
    { path: ROUTES.adminSettings, Page: AdminSettingsPage },
    { path: ROUTES.adminAudit, Page: AdminAuditPage },
    { path: ROUTES.adminJobs, Page: AdminJobsPage },
    { path: ROUTES.adminDeposits, Page: AdminDepositsPage },
    { path: ROUTES.adminWithdrawals, Page: AdminWithdrawalsPage },
    { path: ROUTES.adminLedger, Page: AdminLedgerPage },
  ],
  nav: [{ label: 'Back office', to: ROUTES.admin, icon: AdminPanelSettingsOutlined, place: 100, operatorsOnly: true }],
  adminNav: [
    { label: 'Members', to: ROUTES.adminMembers, place: 10 },
    { label: 'Deposits', to: ROUTES.adminDeposits, place: 20 },
    { label: 'Withdrawals', to: ROUTES.adminWithdrawals, place: 30 },
    { label: 'Ledger', to: ROUTES.adminLedger, place: 40 },
    { label: 'Settings', to: ROUTES.adminSettings, place: 70 },
    { label: 'Audit log', to: ROUTES.adminAudit, place: 80 },
    { label: 'Jobs', to: ROUTES.adminJobs, place: 90 },
  ],
});
