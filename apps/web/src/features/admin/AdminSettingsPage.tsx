import { RATED_CURRENCIES, type Settings, ZSettings } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { queryKeys } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { useCan } from '../auth';
import { MoneySettingsCard, PaymentMethodsCard } from '../money';
import { getAdminSettings, saveAdminSettings } from './api';
import { OperatorNameCard } from './OperatorNameCard';

const RATE_FIELDS = RATED_CURRENCIES.map((currency) => ({
  name: `rate${currency}` as const,
  label: `${currency} rate`,
}));

export function AdminSettingsPage() {
  const settings = useQuery({ queryKey: queryKeys.admin.settings, queryFn: ({ signal }) => getAdminSettings(signal) });
  return (
    <>
      <PageTitle subtitle="Shared by every member: the contact menu, the exchange rates (units per 1 USD), and the money rules and payment methods.">
        Settings
      </PageTitle>
      {settings.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={settings.error} />
      {settings.data ? <SettingsForm initial={settings.data} /> : null}
      <Stack spacing={3} sx={{ mt: 3 }}>
        <OperatorNameCard />
        <MoneySettingsCard />
        <PaymentMethodsCard />
      </Stack>
    </>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const queryClient = useQueryClient();
  // A support operator reads the settings; saving is for admins (the API answers 403 too).
  const canSave = useCan('settings.manage');
  const [saved, setSaved] = useState(false);
  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZSettings,
    defaultValues: initial,
    submit: saveAdminSettings,
    onSuccess: (updated, _values, form) => {
      queryClient.setQueryData(queryKeys.admin.settings, updated);
      form.reset(updated);
      setSaved(true);
    },
  });

  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box component="form" noValidate onSubmit={onSubmit}>
          <SwitchField control={form.control} name="menuContact" label="Show the contact menu" />
          <SwitchField control={form.control} name="kycRequiredForWithdrawals" label="KYC required for withdrawals" />
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            Exchange rates
          </Typography>
          <Grid container columnSpacing={2}>
            {RATE_FIELDS.map(({ name, label }) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name={name}
                  label={label}
                  type="number"
                  numeric
                  inputProps={{ step: 'any', min: 0, inputMode: 'decimal' }}
                />
              </Grid>
            ))}
          </Grid>
          {canSave ? (
            <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={mutation.isPending}>
              Save settings
            </Button>
          ) : null}
        </Box>
      </CardContent>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message="Settings saved"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Card>
  );
}

/** A settings switch bound to the form. */
function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<Settings>;
  name: 'menuContact' | 'kycRequiredForWithdrawals';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
