import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../../api';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { changePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZChangePasswordRequest), defaultValues: EMPTY });
  const mutation = useMutation({ mutationFn: changePassword });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    mutation.reset();
    try {
      await mutation.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword'])) {
        setFormError(errorMessage(error));
      }
    }
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
