import { ROUTES } from '@member-area/shared';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { WEB_FEATURES } from '../features';

const inAdmin = (path: string) => path.slice(ROUTES.admin.length + 1);

// The back office's pages, matched below its shell, as each feature declares them; its own
// chunk, loaded with the shell. /admin itself is the page declared at ROUTES.admin (the
// console's dashboard), else the members list.
const pages = WEB_FEATURES.flatMap((feature) => feature.adminPages ?? []);
const Home = pages.find((p) => p.path === ROUTES.admin)?.Page;
const routes: RouteObject[] = [
  { index: true, element: Home ? <Home /> : <Navigate to={ROUTES.adminMembers} replace /> },
  ...pages.filter((p) => p.path !== ROUTES.admin).map(({ path, Page }) => ({ path: inAdmin(path), element: <Page /> })),
  { path: '*', element: <NotFoundPage /> },
];

export function AdminPages() {
  return useRoutes(routes);
}
