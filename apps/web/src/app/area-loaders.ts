// The signed-in areas' chunks are imported from here, never from the entry. A dynamic import makes
// its importer list every file the target needs (Vite's preload map, so they download side by
// side); in the entry, which /login downloads, that list named every chunk of every feature and
// grew with each one. This small chunk carries the list instead: /login stays the same size as
// features are added, and opening an area costs one more small file before its files load together.
export const memberShell = () => import('./shell/MemberShell');
export const memberPages = () => import('./shell/member-pages');
export const adminShell = () => import('./admin/AdminShell');
export const adminPages = () => import('./admin/admin-pages');
