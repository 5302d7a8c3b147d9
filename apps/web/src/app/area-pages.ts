import { lazyPage } from '../ui/lazy-page';

// The route tables of the two signed-in areas. Each shell starts loading its table with itself
// (rather than after it has rendered), so a first visit waits for one round trip, not two.
export const loadMemberPages = () => import('./shell/member-pages');
export const loadAdminPages = () => import('./admin/admin-pages');
export const MemberPages = lazyPage(loadMemberPages, 'MemberPages');
export const AdminPages = lazyPage(loadAdminPages, 'AdminPages');
