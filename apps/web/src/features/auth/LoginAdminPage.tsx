import { ROUTES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';

/** /login-admin/:username/:pass — operator "sign in as member" links arrive later; none is valid yet. */
export function LoginAdminPage() {
  return (
    <>
      <PageTitle>Sign-in link</PageTitle>
      <Alert severity="error">This sign-in link is invalid or expired.</Alert>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <RouterLink to={ROUTES.login}>Go to sign in</RouterLink>
      </Box>
    </>
  );
}
