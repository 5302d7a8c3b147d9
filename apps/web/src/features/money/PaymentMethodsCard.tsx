import {
  CRYPTO_NETWORK_LABEL,
  CRYPTO_NETWORKS,
  type CryptoNetwork,
  type PaymentMethod,
  type PaymentMethodInput,
  ZPaymentMethodInput,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { DialogForm } from '../../ui/DialogForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { listPaymentMethods, savePaymentMethod } from './desk-api';
import { moneyKeys } from './query-keys';

const KIND_LABEL = { bank_transfer: 'Bank transfer', crypto: 'Crypto' } as const;

/** The payment methods members choose from on /add-balance, with the instructions they read. */
export function PaymentMethodsCard() {
  const methods = useQuery({
    queryKey: moneyKeys.admin.paymentMethods,
    queryFn: ({ signal }) => listPaymentMethods(signal),
  });
  const [editing, setEditing] = useState<PaymentMethod | 'new' | null>(null);
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Payment methods
        </Typography>
        <Typography variant="body2" color="text.secondary">
          How members pay a deposit: your bank account, or a crypto address per network. Disabled methods are hidden.
        </Typography>
        {methods.isPending ? <CenteredSpinner /> : null}
        <ErrorAlert error={methods.error} />
        {methods.data ? (
          <List aria-label="Payment methods">
            {methods.data.rows.length === 0 ? (
              <ListItem>
                <ListItemText secondary="No payment method yet: members cannot deposit." />
              </ListItem>
            ) : null}
            {methods.data.rows.map((m) => (
              <ListItem
                key={m.id}
                divider
                secondaryAction={
                  <Button size="small" onClick={() => setEditing(m)} aria-label={`Edit ${m.name}`}>
                    Edit
                  </Button>
                }
              >
                <ListItemText
                  primary={m.name}
                  secondary={
                    <>
                      {KIND_LABEL[m.kind]}
                      {m.enabled ? '' : ' · disabled'}
                    </>
                  }
                />
                {m.enabled ? null : <Chip size="small" label="Disabled" variant="outlined" sx={{ mr: 6 }} />}
              </ListItem>
            ))}
          </List>
        ) : null}
        <Button variant="outlined" onClick={() => setEditing('new')}>
          Add payment method
        </Button>
      </CardContent>
      <MethodDialog method={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

interface MethodForm {
  kind: 'bank_transfer' | 'crypto';
  name: string;
  instructions: string;
  enabled: boolean;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  iban: string;
  swift: string;
  BTC: string;
  ETH: string;
  TRC20: string;
}

const toForm = (m: PaymentMethod | null): MethodForm => {
  const address = (n: CryptoNetwork) =>
    m?.kind === 'crypto' ? (m.addresses.find((a) => a.network === n)?.address ?? '') : '';
  const bank = m?.kind === 'bank_transfer' ? m.bank : null;
  return {
    kind: m?.kind ?? 'bank_transfer',
    name: m?.name ?? '',
    instructions: m?.instructions ?? '',
    enabled: m?.enabled ?? true,
    bankName: bank?.bankName ?? '',
    accountHolder: bank?.accountHolder ?? '',
    accountNumber: bank?.accountNumber ?? '',
    iban: bank?.iban ?? '',
    swift: bank?.swift ?? '',
    BTC: address('BTC'),
    ETH: address('ETH'),
    TRC20: address('TRC20'),
  };
};

const toInput = (f: MethodForm): PaymentMethodInput => {
  const common = { name: f.name, instructions: f.instructions, enabled: f.enabled };
  if (f.kind === 'crypto') {
    return {
      kind: 'crypto',
      ...common,
      addresses: CRYPTO_NETWORKS.filter((n) => f[n].trim() !== '').map((network) => ({ network, address: f[network] })),
    };
  }
  const { bankName, accountHolder, accountNumber, iban, swift } = f;
  return { kind: 'bank_transfer', ...common, bank: { bankName, accountHolder, accountNumber, iban, swift } };
};

/** Where a contract error lands in the flat form (bank.iban → iban, addresses.0.address → BTC…). */
function formField(path: readonly PropertyKey[], input: PaymentMethodInput): Path<MethodForm> {
  const [head, index] = path;
  if (head === 'bank' && typeof index === 'string') return index as Path<MethodForm>;
  if (head === 'addresses' && input.kind === 'crypto') {
    return (typeof index === 'number' ? (input.addresses[index]?.network ?? 'BTC') : 'BTC') as Path<MethodForm>;
  }
  return String(head ?? 'name') as Path<MethodForm>;
}

function MethodDialog({ method, onClose }: { method: PaymentMethod | 'new' | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const existing = method === 'new' ? null : method;
  const form = useForm<MethodForm>({ defaultValues: toForm(existing) });
  const { reset } = form;
  const mutation = useMutation({
    mutationFn: (input: PaymentMethodInput) => savePaymentMethod(existing?.id ?? null, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.admin.paymentMethods });
      onClose();
    },
    onError: (error) => applyFieldErrors(error, form.setError, ['name', 'instructions']),
  });
  const { reset: resetMutation } = mutation;
  // Each opening starts afresh: the method's values, and no refusal left from a cancelled try.
  useEffect(() => {
    if (!method) return;
    reset(toForm(method === 'new' ? null : method));
    resetMutation();
  }, [method, reset, resetMutation]);
  const kind = form.watch('kind');
  const submit = form.handleSubmit((values) => {
    const input = toInput(values);
    const checked = ZPaymentMethodInput.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(formField(issue.path, input), { type: 'contract', message: issue.message });
      }
      return;
    }
    mutation.mutate(input);
  });
  return (
    <Dialog open={method !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={id}>{existing ? `Edit ${existing.name}` : 'Add payment method'}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={mutation.error} />
          {existing ? null : (
            <FormSelectField
              control={form.control}
              name="kind"
              label="Kind"
              options={['bank_transfer', 'crypto']}
              optionLabel={(k) => KIND_LABEL[k as MethodForm['kind']]}
            />
          )}
          <FormTextField control={form.control} name="name" label="Name" required />
          <FormTextField control={form.control} name="instructions" label="Instructions" multiline minRows={3} />
          {kind === 'bank_transfer' ? (
            <>
              <FormTextField control={form.control} name="bankName" label="Bank name" required />
              <FormTextField control={form.control} name="accountHolder" label="Account holder" required />
              <FormTextField control={form.control} name="accountNumber" label="Account number" />
              <FormTextField control={form.control} name="iban" label="IBAN" />
              <FormTextField control={form.control} name="swift" label="SWIFT" />
            </>
          ) : (
            CRYPTO_NETWORKS.map((n) => (
              <FormTextField key={n} control={form.control} name={n} label={`${CRYPTO_NETWORK_LABEL[n]} address`} />
            ))
          )}
          {form.formState.errors.kind ? <Alert severity="error">{form.formState.errors.kind.message}</Alert> : null}
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Members can choose it"
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Save
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
