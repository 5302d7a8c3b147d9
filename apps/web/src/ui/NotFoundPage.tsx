import { ROUTES } from '@member-area/shared';
import Typography from '@mui/material/Typography';
import { RouterLink } from './RouterLink';

/** Shown for any unknown path; inside the member shell when signed in. */
export function NotFoundPage() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <RouterLink to={ROUTES.home}>Go to the home page</RouterLink>
    </>
  );
}
