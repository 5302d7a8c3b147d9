import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES, ZForgotPasswordRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../../api';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { forgotPassword } from './api';

const CONFIRMATION = 'If an account exists for that address, we sent a link to reset the password.';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });
  const mutation = useMutation({ mutationFn: forgotPassword });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      setSent(true);
    } catch (error) {
      // The same confirmation whatever the server answered, so the page reveals no accounts.
      if (error instanceof ApiRequestError && error.status > 0) setSent(true);
      else setFormError(errorMessage(error));
    }
  });

  return (
    <>
      <PageTitle subtitle="We will e-mail you a link to choose a new password.">Forgot password?</PageTitle>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {CONFIRMATION}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={mutation.isPending}>
            Send reset link
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <RouterLink to={ROUTES.login}>Back to sign in</RouterLink>
      </Box>
    </>
  );
}
