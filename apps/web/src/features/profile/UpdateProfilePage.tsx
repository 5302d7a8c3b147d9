import { CURRENCIES, type MemberProfile, ROUTES, ZUpdateProfileRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { AvatarUpload } from './AvatarUpload';
import { updateProfile } from './api';
import { useProfile } from './useProfile';

export function UpdateProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageTitle>Update profile</PageTitle>
      <ErrorAlert error={profile.error} />
      {profile.data ? <UpdateProfileForm profile={profile.data} /> : profile.isPending ? <CenteredSpinner /> : null}
    </>
  );
}

function UpdateProfileForm({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient();
  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZUpdateProfileRequest,
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, currency: profile.currency },
    submit: updateProfile,
    onSuccess: (updated, _values, form) => {
      queryClient.setQueryData(queryKeys.profile, updated);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName, currency: updated.currency });
    },
  });

  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <AvatarUpload profile={profile} />
        <Divider sx={{ my: 3 }} />
        {mutation.isSuccess && !form.formState.isDirty ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            Your profile has been saved.
          </Alert>
        ) : null}
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={form.control}
                name="currency"
                label="Currency"
                helperText="Your balance is shown in this currency."
                options={CURRENCIES}
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              Save
            </Button>
            <Button component={Link} to={ROUTES.profile} variant="text">
              Back to profile
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
