import {
  type BankData,
  CRYPTO_NETWORK_LABEL,
  CRYPTO_NETWORKS,
  type UpdateBankDataRequest,
  ZUpdateBankDataRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiForm } from '../../api/use-api-form';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { useStepUp } from '../auth';
import { saveBankData } from './api';
import { moneyKeys } from './query-keys';
import { useBankData } from './useMoney';

/** /data-bank ("Bank"): where withdrawals are paid to. */
export function DataBankPage() {
  const bank = useBankData();
  return (
    <>
      <PageTitle subtitle="Where your withdrawals are paid. A change is e-mailed to you, and withdrawals to details changed in the last 24 hours are checked by an operator first.">
        Bank
      </PageTitle>
      {bank.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={bank.error} />
      {bank.data ? <BankForm saved={bank.data} /> : null}
    </>
  );
}

const BANK_FIELDS = [
  { name: 'bankName', label: 'Bank name', autoComplete: 'off' },
  { name: 'accountHolder', label: 'Account holder', autoComplete: 'name' },
  { name: 'accountNumber', label: 'Account number', autoComplete: 'off' },
  { name: 'iban', label: 'IBAN', autoComplete: 'off' },
  { name: 'swift', label: 'SWIFT', autoComplete: 'off' },
] as const;

const cryptoName = (network: (typeof CRYPTO_NETWORKS)[number]) => `crypto${network}` as const;

const formValues = (b: BankData): UpdateBankDataRequest => ({
  bankName: b.bankName,
  accountHolder: b.accountHolder,
  accountNumber: b.accountNumber,
  iban: b.iban,
  swift: b.swift,
  cryptoBTC: b.cryptoBTC,
  cryptoETH: b.cryptoETH,
  cryptoTRC20: b.cryptoTRC20,
});

function BankForm({ saved }: { saved: BankData }) {
  const queryClient = useQueryClient();
  const { withStepUp, dialog } = useStepUp();
  const [done, setDone] = useState(false);
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZUpdateBankDataRequest,
    defaultValues: formValues(saved),
    submit: (values) => withStepUp(() => saveBankData(values)),
    onSuccess: (next, _values, form) => {
      queryClient.setQueryData(moneyKeys.bankData, next);
      form.reset(formValues(next));
      setDone(true);
    },
  });
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Typography variant="h6" component="h2">
            Bank account
          </Typography>
          <Typography variant="body2" color="text.secondary">
            An account number or an IBAN; SWIFT for transfers abroad. Leave all empty for no bank account.
          </Typography>
          <Grid container columnSpacing={2}>
            {BANK_FIELDS.map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: f.name === 'bankName' || f.name === 'accountHolder' ? 6 : 4 }}>
                <FormTextField control={control} name={f.name} label={f.label} autoComplete={f.autoComplete} />
              </Grid>
            ))}
          </Grid>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            Crypto payout addresses
          </Typography>
          <Typography variant="body2" color="text.secondary">
            One address per network; each is checked against its network's format.
          </Typography>
          {CRYPTO_NETWORKS.map((network) => (
            <FormTextField
              key={network}
              control={control}
              name={cryptoName(network)}
              label={CRYPTO_NETWORK_LABEL[network]}
              autoComplete="off"
              inputProps={{ spellCheck: false }}
            />
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              Save
            </Button>
            {saved.updatedAt ? (
              <Typography variant="body2" color="text.secondary">
                Last changed {formatDateTime(saved.updatedAt)}
              </Typography>
            ) : null}
          </Box>
          {/* In the page's flow rather than a toast, which covered "Last changed" on a phone. */}
          {done && !mutation.isPending ? (
            <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setDone(false)}>
              Bank details saved
            </Alert>
          ) : null}
        </Box>
      </CardContent>
      {dialog}
    </Card>
  );
}
