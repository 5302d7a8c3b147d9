import { ROUTES, ZForgotPasswordRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ApiRequestError } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { forgotPassword } from './api';

const CONFIRMATION = 'If an account exists for that address, we sent a link to reset the password.';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZForgotPasswordRequest,
    defaultValues: { email: '' },
    submit: forgotPassword,
    onSuccess: () => setSent(true),
    // The same confirmation whatever the server answered, so the page reveals no accounts.
    onError: (error) => {
      const answered = error instanceof ApiRequestError && error.status > 0;
      if (answered) setSent(true);
      return answered;
    },
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
