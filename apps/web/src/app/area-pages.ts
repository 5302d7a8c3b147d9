import { lazyPage } from '../ui/lazy-page';

// The shells and route tables of the two signed-in areas, through ./area-loaders (why: there).
// Each shell starts loading its table with itself (rather than after it has rendered), so a first
// visit waits for one round trip, not two.
const areas = () => import('./area-loaders');
export const loadMemberShell = () => areas().then((a) => a.memberShell());
export const loadMemberPages = () => areas().then((a) => a.memberPages());
export const loadAdminShell = () => areas().then((a) => a.adminShell());
export const loadAdminPages = () => areas().then((a) => a.adminPages());
export const MemberPages = lazyPage(loadMemberPages, 'MemberPages');
export const AdminPages = lazyPage(loadAdminPages, 'AdminPages');
