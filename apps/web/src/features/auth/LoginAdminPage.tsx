import { ROUTES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { openSignInLink } from './api';

/**
 * /login-admin/:username/:pass — an operator's "sign in as member" link. `pass` is a
 * single-use token (never a password) that works for one minute, for that operator only.
 */
export function LoginAdminPage() {
  const { username = '', pass = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => openSignInLink(username, pass),
    onSuccess: async () => {
      // Everything cached belongs to the operator: start over as the member.
      queryClient.clear();
      await navigate(ROUTES.home, { replace: true });
    },
  });
  const started = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <>
      <PageTitle>Sign in as member</PageTitle>
      {mutation.isError ? (
        <Alert severity="error">{errorMessage(mutation.error)}</Alert>
      ) : (
        <CenteredSpinner label={`Signing in as ${username}`} />
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <RouterLink to={ROUTES.login}>Go to sign in</RouterLink>
      </Box>
    </>
  );
}
