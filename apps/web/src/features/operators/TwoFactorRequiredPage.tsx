import { ROUTES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api';
import { PageTitle } from '../../ui/PageTitle';

/**
 * What an invited operator sees at /admin until two-factor is on: the server refuses every
 * back-office route to them meanwhile (403 TWO_FACTOR_SETUP_REQUIRED).
 */
export function TwoFactorRequiredPage() {
  const queryClient = useQueryClient();
  // Coming back from /security with two-factor on: read the session again, and the console opens.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [queryClient]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <PageTitle>Enable two-factor to open the back office</PageTitle>
      <Alert severity="info" sx={{ mb: 3 }}>
        Operators sign in with a password and a code from an authenticator app. Turn two-factor on under Security, then
        come back here.
      </Alert>
      <Button component={Link} to={ROUTES.security} variant="contained">
        Go to Security
      </Button>
    </Container>
  );
}
