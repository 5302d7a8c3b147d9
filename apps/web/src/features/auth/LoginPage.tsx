import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES, ZSignInRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { applyFieldErrors, errorMessage, isApiError, queryKeys } from '../../api';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { signIn, verifyPendingTarget } from './api';
import { isVerifiedMember, useSessionUser } from './useSession';

interface LoginState {
  from?: string;
  message?: string;
}

export function LoginPage() {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as LoginState;
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { login: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: signIn });

  if (isVerifiedMember(user) && !mutation.isPending) {
    return <Navigate to={state.from ?? ROUTES.home} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await mutation.mutateAsync(values);
      queryClient.setQueryData(queryKeys.session, session);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      await navigate(state.from ?? ROUTES.home, { replace: true });
    } catch (error) {
      if (isApiError(error, 'EMAIL_NOT_VERIFIED')) {
        const email = typeof error.details.email === 'string' ? error.details.email : values.login;
        const target = verifyPendingTarget(email);
        await navigate(target.to, { state: target.state });
        return;
      }
      if (!applyFieldErrors(error, form.setError, ['login', 'password'])) setFormError(errorMessage(error));
    }
  });

  return (
    <>
      <PageTitle subtitle="Welcome back. Sign in to your member area.">Sign in</PageTitle>
      {state.message && !formError ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {state.message}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="login"
          label="E-mail or user name"
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <RouterLink to={ROUTES.forgotPassword} variant="body2">
            Forgot password?
          </RouterLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} loading={mutation.isPending}>
          Sign in
        </Button>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          New here?
        </Box>
        <RouterLink to={ROUTES.register}>Create an account</RouterLink>
      </Stack>
    </>
  );
}
