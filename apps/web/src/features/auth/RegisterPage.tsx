import {
  CURRENCIES,
  type ReferrerLookupResponse,
  type RegisterRequest,
  ROUTES,
  ZRegisterRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError, queryKeys } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { lookUpReferrer, register } from './api';
import { verifyPendingTarget } from './verify-pending';

export function RegisterPage() {
  const { slug } = useParams();
  const navigate = useNavigate();

  const referrer = useQuery({
    queryKey: queryKeys.referrer(slug ?? ''),
    queryFn: ({ signal }) => lookUpReferrer(slug ?? '', signal),
    enabled: Boolean(slug),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZRegisterRequest,
    // The referrer comes from the link, not from a field.
    submit: (values: RegisterRequest) => register({ ...values, referrer: referrer.data && slug ? slug : undefined }),
    onSuccess: async (result) => {
      const target = verifyPendingTarget(result.email);
      await navigate(target.to, { state: target.state });
    },
    defaultValues: {
      firstName: '',
      lastName: '',
      userName: '',
      email: '',
      password: '',
      confirmPassword: '',
      currency: 'USD',
    },
  });

  return (
    <>
      <PageTitle subtitle="Open your member account in a minute.">Create an account</PageTitle>
      {slug ? <ReferrerNotice slug={slug} query={referrer} /> : null}
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="userName" label="User name" autoComplete="username" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={form.control}
              name="currency"
              label="Currency"
              helperText="Amounts are shown in this currency."
              options={CURRENCIES}
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} loading={mutation.isPending}>
          Register
        </Button>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Already a member?
        </Box>
        <RouterLink to={ROUTES.login}>Sign in</RouterLink>
      </Stack>
    </>
  );
}

function ReferrerNotice({ slug, query }: { slug: string; query: UseQueryResult<ReferrerLookupResponse> }) {
  if (query.isPending) return null;
  if (query.data) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Referred by {query.data.fullName} ({query.data.userName})
      </Alert>
    );
  }
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        The referral link ({slug}) is not known. You can still register without a referrer.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      The referral link could not be checked: {errorMessage(query.error)} You can still register without a referrer.
    </Alert>
  );
}
