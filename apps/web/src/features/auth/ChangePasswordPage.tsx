import { ZChangePasswordRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQueryClient } from '@tanstack/react-query';
import { useApiForm } from '../../api/use-api-form';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { changePassword } from './api';
import { sessionReplaced } from './useSession';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const queryClient = useQueryClient();
  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZChangePasswordRequest,
    defaultValues: EMPTY,
    submit: changePassword,
    onSuccess: async (_result, _values, form) => {
      form.reset(EMPTY);
      await sessionReplaced(queryClient);
    },
  });

  return (
    <>
      <PageTitle subtitle="Changing the password signs you out everywhere else.">Change password</PageTitle>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {mutation.isSuccess ? (
            <Alert severity="success" sx={{ mb: 1 }}>
              Your password has been changed. Your other sessions were signed out.
            </Alert>
          ) : null}
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Box component="form" noValidate onSubmit={onSubmit}>
            <FormTextField
              control={form.control}
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <FormTextField
              control={form.control}
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
            />
            <FormTextField
              control={form.control}
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={mutation.isPending}>
              Change password
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
