import { type MoneySettings, ZUpdateMoneySettingsRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiForm } from '../../api/use-api-form';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { getMoneySettings, saveMoneySettings } from './desk-api';
import { moneyKeys } from './query-keys';

const AMOUNT_FIELDS = [
  { name: 'depositMin', label: 'Deposit minimum (USD)' },
  { name: 'depositMax', label: 'Deposit maximum (USD)' },
  { name: 'withdrawalMin', label: 'Withdrawal minimum (USD)' },
  { name: 'withdrawalFee', label: 'Withdrawal fee (USD)' },
  { name: 'profitWithdrawalMin', label: 'Profit fund: withdrawal minimum (USD)' },
  { name: 'bonusWithdrawalMin', label: 'Bonus fund: withdrawal minimum (USD)' },
  { name: 'profitMoveMin', label: 'Profit fund: move to wallet minimum (USD)' },
  { name: 'bonusMoveMin', label: 'Bonus fund: move to wallet minimum (USD)' },
] as const;

/** The money rules: deposit limits, withdrawal minimum and fee, invoice expiry. */
export function MoneySettingsCard() {
  const settings = useQuery({
    queryKey: moneyKeys.admin.moneySettings,
    queryFn: ({ signal }) => getMoneySettings(signal),
  });
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Money
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Limits members see on the add balance and withdrawal pages. The fee is held with each withdrawal.
        </Typography>
        {settings.isPending ? <CenteredSpinner /> : null}
        <ErrorAlert error={settings.error} />
        {settings.data ? <MoneySettingsForm initial={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

function MoneySettingsForm({ initial }: { initial: MoneySettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZUpdateMoneySettingsRequest,
    defaultValues: initial,
    submit: saveMoneySettings,
    onSuccess: (next, _values, form) => {
      queryClient.setQueryData(moneyKeys.admin.moneySettings, next);
      form.reset(next);
      setSaved(true);
    },
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Grid container columnSpacing={2}>
        {AMOUNT_FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name={f.name} label={f.label} inputProps={{ inputMode: 'decimal' }} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="invoiceExpiryHours"
            label="Invoice expiry (hours)"
            type="number"
            numeric
            inputProps={{ min: 1, step: 1 }}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={mutation.isPending}>
        Save money settings
      </Button>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message="Money settings saved"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
