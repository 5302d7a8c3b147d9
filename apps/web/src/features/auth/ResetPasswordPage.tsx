import { ROUTES, ZResetPasswordRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { resetPassword } from './api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [invalidToken, setInvalidToken] = useState(false);
  const api = useApiForm({
    schema: ZResetPasswordRequest,
    defaultValues: { token, newPassword: '', confirmPassword: '' },
    submit: resetPassword,
    onSuccess: () => setDone(true),
    onError: (error) => {
      setInvalidToken(isApiError(error, 'INVALID_TOKEN'));
      return false;
    },
  });
  const { form, mutation, onSubmit } = api;
  const formError = api.formError ? { message: api.formError, invalidToken } : null;

  let body: ReactNode;
  if (done) {
    body = (
      <>
        <Alert severity="success" sx={{ mb: 3 }}>
          Your password has been reset. You can now sign in with the new password.
        </Alert>
        <Button component={RouterLink} to={ROUTES.login} variant="contained" fullWidth>
          Sign in
        </Button>
      </>
    );
  } else if (!token) {
    body = (
      <Alert severity="error">
        This reset link is incomplete. <RouterLink to={ROUTES.forgotPassword}>Request a new link</RouterLink>.
      </Alert>
    );
  } else {
    body = (
      <Box component="form" noValidate onSubmit={onSubmit}>
        {formError ? (
          <Alert severity="error">
            {formError.message}{' '}
            {formError.invalidToken ? <RouterLink to={ROUTES.forgotPassword}>Request a new link</RouterLink> : null}
          </Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={mutation.isPending}>
          Reset password
        </Button>
      </Box>
    );
  }

  return (
    <>
      <PageTitle subtitle="Choose a new password for your account.">Reset password</PageTitle>
      {body}
      {done ? null : (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <RouterLink to={ROUTES.login}>Back to sign in</RouterLink>
        </Box>
      )}
    </>
  );
}
