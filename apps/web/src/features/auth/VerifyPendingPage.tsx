import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES, ZResendVerificationRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../api';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { useBrand } from '../brand';
import { resendVerification } from './api';

export function VerifyPendingPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const email = typeof stateEmail === 'string' ? stateEmail : (params.get('email') ?? '');
  const brand = useBrand();

  const form = useForm({ resolver: zodResolver(ZResendVerificationRequest), defaultValues: { email } });
  const mutation = useMutation({ mutationFn: resendVerification });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <>
      <PageTitle>Verify your e-mail</PageTitle>
      <Typography sx={{ mb: 2 }}>
        {email ? (
          <>
            Check your mail: we sent a message to{' '}
            <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Box>
            . Open its link to activate your account, then sign in. If the address already has an account, the message
            says so.
          </>
        ) : (
          'Check your mail: we sent you a message. Open its link to activate your account, then sign in.'
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No e-mail? Check the spam folder, or send a new link.
      </Typography>

      {mutation.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          If the address still needs verifying, a new link is on its way.
        </Alert>
      ) : null}
      {mutation.isError ? (
        isApiError(mutation.error, 'RATE_LIMITED') || (isApiError(mutation.error) && mutation.error.status === 429) ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>Too many requests</AlertTitle>
            {mutation.error.message} Wait a little before asking for another e-mail.
          </Alert>
        ) : (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(mutation.error)}
          </Alert>
        )
      ) : null}

      <Box component="form" noValidate onSubmit={onSubmit}>
        {email ? null : (
          <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" />
        )}
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }} loading={mutation.isPending}>
          Resend verification e-mail
        </Button>
      </Box>

      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        <RouterLink to={ROUTES.login}>Back to sign in</RouterLink>
        {brand.data?.devMailbox ? <RouterLink to={ROUTES.devMailbox}>Open the dev mailbox</RouterLink> : null}
      </Stack>
    </>
  );
}
