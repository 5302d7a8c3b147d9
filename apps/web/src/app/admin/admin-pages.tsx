import { ROUTES } from '@member-area/shared';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { WEB_FEATURES } from '../features';

const inAdmin = (path: string) => path.slice(ROUTES.admin.length + 1);

// The back office's pages, matched below its shell, as each feature declares them; its own
// chunk, loaded with the shell.
const routes: RouteObject[] = [
  { index: true, element: <Navigate to={ROUTES.adminMembers} replace /> },
  ...WEB_FEATURES.flatMap((feature) => feature.adminPages ?? []).map(({ path, Page }) => ({
    path: inAdmin(path),
    element: <Page />,
  })),
  { path: '*', element: <NotFoundPage /> },
];

export function AdminPages() {
  return useRoutes(routes);
}
