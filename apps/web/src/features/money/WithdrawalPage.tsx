import {
  amountInWords,
  type BankData,
  type CreateWithdrawalRequest,
  type CurrencyView,
  centsToDecimalString,
  decimalStringToCents,
  invoiceWdPath,
  limitInWords,
  MONEY_ROUTES,
  type MoneySettings,
  WITHDRAWAL_SOURCE_LABEL,
  type WithdrawalSource,
  ZCreateWithdrawalRequest,
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
import { RouterLink } from '../../ui/RouterLink';
import { useStepUp, useStepUpWillAsk } from '../auth';
import { KycWithdrawalNotice, useKycBlocksWithdrawal } from '../kyc';
import { AmountField } from './AmountField';
import { requestWithdrawal } from './api';
import { DetailList } from './DetailList';
import { MoneyAmount } from './MoneyAmount';
import { moneyKeys } from './query-keys';
import { useCurrencyView } from './useCurrencyView';
import { useBankData, useMoneyOptions, useWalletSummary } from './useMoney';

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * The request's schema plus what this page knows (the minimum, the fee, the available balance),
 * so a member learns these before the password step; the server checks them again.
 */
function withdrawalSchema(available: string, settings: MoneySettings, minimum: string, view: CurrencyView | null) {
  const words = (cents: bigint) => amountInWords(centsToDecimalString(cents), view);
  const min = decimalStringToCents(minimum);
  const fee = decimalStringToCents(settings.withdrawalFee);
  const have = decimalStringToCents(available);
  return ZCreateWithdrawalRequest.superRefine((value, ctx) => {
    const amount = decimalStringToCents(value.amount);
    if (amount < min) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `The minimum withdrawal is ${limitInWords(minimum, view, 'min')}`,
      });
    } else if (amount + fee > have) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Not enough money: this withdrawal holds ${words(amount + fee)} with the fee, and ${words(have)} is available.`,
      });
    }
  });
}

/** /withdrawal: an amount to a saved destination; holds amount + fee and opens the withdrawal. */
export function WithdrawalPage() {
  const wallet = useWalletSummary();
  const options = useMoneyOptions();
  const bank = useBankData();
  const error = wallet.error ?? options.error ?? bank.error;
  return (
    <>
      <PageTitle subtitle="Take money out of your wallet to your bank account or crypto address.">Withdrawal</PageTitle>
      <ErrorAlert error={error} />
      {!error && (!wallet.data || !options.data || !bank.data) ? <CenteredSpinner /> : null}
      {wallet.data && options.data && bank.data ? (
        <WithdrawalForm available={wallet.data.available} settings={options.data.settings} bank={bank.data} />
      ) : null}
    </>
  );
}

/** The least a withdrawal from each source may be (the operator's money settings). */
const minimumOf = (settings: MoneySettings, source: WithdrawalSource) =>
  source === 'wallet'
    ? settings.withdrawalMin
    : source === 'profit'
      ? settings.profitWithdrawalMin
      : settings.bonusWithdrawalMin;

/**
 * The withdrawal form of /withdrawal, and of /withdrawal-profit and /withdrawal-bonus with their
 * fund as the `source`: one flow (hold, password step, operator decision, fee) whatever it is paid from.
 */
export function WithdrawalForm({
  available,
  settings,
  bank,
  source = 'wallet',
}: {
  available: string;
  settings: MoneySettings;
  bank: BankData;
  source?: WithdrawalSource;
}) {
  const minimum = minimumOf(settings, source);
  const from = source === 'wallet' ? 'your wallet' : `your ${WITHDRAWAL_SOURCE_LABEL[source].toLowerCase()}`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { withStepUp, dialog } = useStepUp();
  const kycBlocked = useKycBlocksWithdrawal();
  // One key per intended withdrawal: the retry after the password step, or a double click, holds
  // once; a corrected amount after a refusal is a new request.
  const withdraw = useIdempotentSend((values: CreateWithdrawalRequest, key: string) =>
    withStepUp(() => requestWithdrawal(values, key)),
  );
  const willAsk = useStepUpWillAsk();
  const view = useCurrencyView();
  const destinations = bank.destinations;
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: withdrawalSchema(available, settings, minimum, view),
    defaultValues: { amount: '', destination: destinations[0]?.id ?? '', source },
    submit: withdraw.send,
    onSuccess: async (withdrawal) => {
      queryClient.setQueryData(moneyKeys.withdrawal(withdrawal.slug), withdrawal);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: ['funds'] });
      await navigate(invoiceWdPath(withdrawal.slug));
    },
  });
  const amount = String(useWatch({ control, name: 'amount' }) ?? '').trim();
  const total = DECIMAL.test(amount)
    ? centsToDecimalString(decimalStringToCents(amount) + decimalStringToCents(settings.withdrawalFee))
    : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="text.secondary">Available</Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, mb: 1 }}>
            <MoneyAmount usd={available} block />
          </Typography>
          <KycWithdrawalNotice />
          {destinations.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              You have no saved bank account or crypto address yet.{' '}
              <RouterLink to={MONEY_ROUTES.dataBank}>Add your bank details</RouterLink> first.
            </Alert>
          ) : (
            <Box component="form" noValidate onSubmit={onSubmit}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <AmountField control={control} name="amount" />
              <FormSelectField
                control={control}
                name="destination"
                label="Destination"
                required
                options={destinations.map((d) => d.id)}
                optionLabel={(id) => destinations.find((d) => d.id === id)?.label ?? id}
                helperText={
                  <>
                    Saved on your <RouterLink to={MONEY_ROUTES.dataBank}>bank details</RouterLink> page.
                  </>
                }
              />
              <Box sx={{ my: 2 }}>
                <DetailList
                  rows={[
                    { label: 'Minimum', value: <MoneyAmount usd={minimum} /> },
                    { label: 'Fee', value: <MoneyAmount usd={settings.withdrawalFee} /> },
                    { label: `Held from ${from}`, value: total ? <MoneyAmount usd={total} /> : '—' },
                  ]}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                The amount and the fee are held until an operator pays or rejects the withdrawal.
                {willAsk ? ' You will be asked for your password.' : null}
              </Typography>
              <Button type="submit" variant="contained" size="large" loading={mutation.isPending} disabled={kycBlocked}>
                Request withdrawal
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            How it works
          </Typography>
          <Typography sx={{ mb: 1 }}>
            1. Your request holds the amount plus the fee: you see it as “on hold” on your balance page.
          </Typography>
          <Typography sx={{ mb: 1 }}>2. An operator checks it and sends the money to your destination.</Typography>
          <Typography sx={{ mb: 2 }}>
            3. A rejected or cancelled withdrawal gives the whole held amount back at once.
          </Typography>
          <RouterLink to={MONEY_ROUTES.viewWithdrawal}>See all your withdrawals</RouterLink>
        </CardContent>
      </Card>
      {dialog}
    </Box>
  );
}
