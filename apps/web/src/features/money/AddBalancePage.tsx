import {
  amountOutsideRange,
  type CurrencyView,
  decimalStringToCents,
  invoiceBalancePath,
  type MoneyOptions,
  type MoneySettings,
  ZCreateDepositRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useIdempotentSend } from '../../api/idempotency';
import { useApiForm } from '../../api/use-api-form';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormSelectField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { AmountField } from './AmountField';
import { createDeposit } from './api';
import { PaymentInstructions } from './PaymentInstructions';
import { moneyKeys } from './query-keys';
import { useCurrencyView } from './useCurrencyView';
import { useMoneyOptions } from './useMoney';

/**
 * The request's schema plus the operator's range, told before sending as the server tells it,
 * in the member's currency too (as the field's hint reads).
 */
function depositSchema({ depositMin, depositMax }: MoneySettings, view: CurrencyView | null) {
  const [min, max] = [decimalStringToCents(depositMin), decimalStringToCents(depositMax)];
  return ZCreateDepositRequest.superRefine((value, ctx) => {
    const amount = decimalStringToCents(value.amount);
    if (amount < min || amount > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: amountOutsideRange(depositMin, depositMax, view),
      });
    }
  });
}

/** /add-balance: an amount and a payment method make a deposit invoice. */
export function AddBalancePage() {
  const options = useMoneyOptions();
  return (
    <>
      <PageTitle subtitle="Choose an amount and how you pay. You get an invoice with the payment details.">
        Add balance
      </PageTitle>
      {options.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={options.error} />
      {options.data ? <DepositForm options={options.data} /> : null}
    </>
  );
}

function DepositForm({ options }: { options: MoneyOptions }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = useCurrencyView();
  // One key per intended deposit: a corrected amount after a refusal is a new request.
  const deposit = useIdempotentSend(createDeposit);
  const methods = options.methods.filter((m) => m.enabled);
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: depositSchema(options.settings, view),
    defaultValues: { amount: '', methodId: methods[0]?.id ?? '' },
    submit: deposit.send,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(moneyKeys.deposit(invoice.slug), invoice);
      await navigate(invoiceBalancePath(invoice.slug));
    },
  });
  const methodId = useWatch({ control, name: 'methodId' });
  const method = methods.find((m) => m.id === methodId);
  const { depositMin, depositMax } = options.settings;

  if (methods.length === 0) {
    return (
      <Alert severity="info">No payment method is open right now. Please try again later or contact support.</Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Box component="form" noValidate onSubmit={onSubmit}>
            <AmountField control={control} name="amount" min={depositMin} max={depositMax} />
            <FormSelectField
              control={control}
              name="methodId"
              label="Payment method"
              required
              options={methods.map((m) => m.id)}
              optionLabel={(id) => methods.find((m) => m.id === id)?.name ?? id}
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={mutation.isPending}>
              Create invoice
            </Button>
          </Box>
        </CardContent>
      </Card>
      {method ? (
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {method.name}
            </Typography>
            <PaymentInstructions
              kind={method.kind}
              text={method.instructions}
              bank={method.kind === 'bank_transfer' ? method.bank : null}
              addresses={method.kind === 'crypto' ? method.addresses : []}
            />
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
