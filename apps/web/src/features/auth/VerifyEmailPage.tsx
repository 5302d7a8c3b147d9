import { ROUTES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { verifyEmail } from './api';

const SUCCESS_PAUSE_MS = 1200;

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: verifyEmail,
    // Verifying signs the member in: the server set the session cookie.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
  const started = useRef(false);
  const { mutate, isSuccess } = mutation;

  useEffect(() => {
    // After a moment to read that it worked, on to the dashboard: no password asked again.
    if (!isSuccess) return;
    const timer = setTimeout(() => void navigate(ROUTES.home, { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  useEffect(() => {
    // Once per token: a verification token is single-use.
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  let body: ReactNode;
  if (!token) {
    body = <Alert severity="error">This verification link is incomplete. Open the link from the e-mail again.</Alert>;
  } else if (mutation.isSuccess) {
    // Shown only for the moment before the dashboard opens.
    body = (
      <>
        <Alert severity="success" sx={{ mb: 3 }}>
          Your e-mail address is verified. Opening your dashboard…
        </Alert>
        <Button component={RouterLink} to={ROUTES.home} variant="contained" fullWidth>
          Go to the dashboard
        </Button>
      </>
    );
  } else if (mutation.isError) {
    body = <Alert severity="error">{errorMessage(mutation.error)}</Alert>;
  } else {
    body = <CenteredSpinner label="Verifying your e-mail" />;
  }

  return (
    <>
      <PageTitle>Verify e-mail</PageTitle>
      {body}
      {mutation.isSuccess ? null : (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <RouterLink to={ROUTES.login}>Back to sign in</RouterLink>
        </Box>
      )}
    </>
  );
}
