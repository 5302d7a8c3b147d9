import { ROUTES, type SignInRequest } from '@member-area/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError, queryKeys } from '../../api';
import { InlineMessage } from '../../ui/InlineMessage';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { TextInput } from '../../ui/TextInput';
import { landingPath } from './landing';
import { signIn } from './sign-in-api';
import { emptySignInFields, type SignInFieldErrors } from './sign-in-check';
import { verifyPendingTarget } from './verify-pending';

interface LoginState {
  from?: string;
  message?: string;
}

type Field = keyof SignInRequest;
type Values = Required<SignInRequest>;

// The one form without react-hook-form and zod (and without useMutation): it is the page most
// visitors load first, and each would add to its download. Empty fields are caught here; the
// server checks the rest against ZSignInRequest and its messages land under the fields.
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as LoginState;
  const [values, setValues] = useState<Values>({ login: '', password: '', code: '' });
  // Set once the server says this account has two-factor on: the form then asks for the code.
  const [needsCode, setNeedsCode] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setFieldErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const empty = emptySignInFields(values);
    setFieldErrors(empty);
    if (empty.login || empty.password) return;
    if (needsCode && values.code.trim() === '') {
      setFieldErrors({ code: 'Enter the code from your authenticator app' });
      return;
    }
    setPending(true);
    try {
      const session = await signIn(needsCode ? values : { login: values.login, password: values.password });
      queryClient.setQueryData(queryKeys.session, session);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      // An operator starts in the back office (GuestOnly would send them there too).
      await navigate(state.from ?? (session.user ? landingPath(session.user) : ROUTES.home), { replace: true });
    } catch (error) {
      if (isApiError(error, 'EMAIL_NOT_VERIFIED')) {
        const email = typeof error.details.email === 'string' ? error.details.email : values.login;
        const target = verifyPendingTarget(email);
        await navigate(target.to, { state: target.state });
        return;
      }
      if (isApiError(error, 'TWO_FACTOR_REQUIRED')) {
        setNeedsCode(true);
        return;
      }
      const login = isApiError(error) ? error.fieldErrors.login?.join(' ') : undefined;
      const password = isApiError(error) ? error.fieldErrors.password?.join(' ') : undefined;
      const code = isApiError(error) ? error.fieldErrors.code?.join(' ') : undefined;
      if (login || password || code) setFieldErrors({ login, password, code });
      else setFormError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageTitle subtitle="Welcome back. Sign in to your member area.">Sign in</PageTitle>
      {state.message && !formError ? <InlineMessage severity="info">{state.message}</InlineMessage> : null}
      {formError ? <InlineMessage severity="error">{formError}</InlineMessage> : null}
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextInput {...field('login')} label="E-mail or user name" autoComplete="username" autoFocus />
        <TextInput {...field('password')} label="Password" type="password" autoComplete="current-password" />
        {needsCode ? (
          <TextInput
            {...field('code')}
            label="Authentication code"
            autoComplete="one-time-code"
            helperText="The 6-digit code from your authenticator app, or one of your backup codes."
            autoFocus
          />
        ) : null}
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <RouterLink to={ROUTES.forgotPassword} variant="body2">
            Forgot password?
          </RouterLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} loading={pending}>
          Sign in
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          New here?
        </Box>
        <RouterLink to={ROUTES.register}>Create an account</RouterLink>
      </Box>
    </>
  );
}
