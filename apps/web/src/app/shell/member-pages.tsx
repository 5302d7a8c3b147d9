import { ROUTES } from '@member-area/shared';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { WEB_FEATURES } from '../features';

const rel = (path: string) => path.replace(/^\//, '');

// The member area's pages, matched below the shell, as each feature declares them. This table is
// its own chunk, loaded with the shell: /login downloads neither it nor its pages' preload lists.
const routes: RouteObject[] = [
  ...WEB_FEATURES.flatMap((feature) => feature.pages ?? []).map(({ path, Page }) =>
    path === ROUTES.home ? { index: true, element: <Page /> } : { path: rel(path), element: <Page /> },
  ),
  { path: '*', element: <NotFoundPage /> },
];

export function MemberPages() {
  return useRoutes(routes);
}
