import { ROUTES } from '@member-area/shared';
import Typography from '@mui/material/Typography';
import { PageTitle } from './PageTitle';
import { RouterLink } from './RouterLink';

/** Shown for any unknown path; inside the member shell when signed in. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <RouterLink to={ROUTES.home}>Go to the home page</RouterLink>
    </>
  );
}
