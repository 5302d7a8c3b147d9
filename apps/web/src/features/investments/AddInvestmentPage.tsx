import { zodResolver } from '@hookform/resolvers/zod';
import {
  amountOutsideRange,
  centsToDecimalString,
  cumulativeProfit,
  dayProfit,
  decimalStringToCents,
  type InvestmentPackage,
  investmentInvoicePath,
  investmentsApi,
  ROUTES,
  TEXT,
  termsText,
  ZInvestRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError, isApiError } from '../../api';
import { call } from '../../api/call';
import { useIdempotentSend } from '../../api/idempotency';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { AmountField, MoneyAmount } from '../money';
import { investmentKeys } from './keys';
import { PackageCards } from './PackageCards';
import { usePackage, usePackages } from './useInvestments';

/** /add-investment (choose a package) and /add-investment/:slug (invest in it). */
export function AddInvestmentPage() {
  const { slug = '' } = useParams();
  return slug ? <InvestInPackage slug={slug} /> : <ChoosePackage />;
}

function ChoosePackage() {
  const packages = usePackages();
  return (
    <>
      <PageTitle subtitle="Each package pays its daily profit into your profit fund.">{TEXT.selectPackage}</PageTitle>
      {packages.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={packages.error} />
      {packages.data ? <PackageCards packages={packages.data.packages} /> : null}
    </>
  );
}

function InvestInPackage({ slug }: { slug: string }) {
  const pkg = usePackage(slug);
  if (pkg.isError && isApiError(pkg.error) && pkg.error.status === 404) return <NotFoundPage />;
  return (
    <>
      {pkg.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={pkg.error} />
      {pkg.data ? <InvestForm pkg={pkg.data} /> : null}
    </>
  );
}

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

function InvestForm({ pkg }: { pkg: InvestmentPackage }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const min = decimalStringToCents(pkg.minAmount);
  const max = decimalStringToCents(pkg.maxAmount);
  const limits = amountOutsideRange(pkg.minAmount, pkg.maxAmount, null);
  const schema = ZInvestRequest.pick({ amount: true }).refine(
    (v) => {
      const cents = decimalStringToCents(v.amount);
      return cents >= min && cents <= max;
    },
    { path: ['amount'], message: limits },
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const typed = useWatch({ control: form.control, name: 'amount' }).trim();
  const cents = DECIMAL.test(typed) ? decimalStringToCents(typed) : null;
  const daily = cents === null ? null : centsToDecimalString(dayProfit(cents, pkg.dailyRateE4, 1));
  const total =
    cents === null ? null : centsToDecimalString(cumulativeProfit(cents, pkg.dailyRateE4, pkg.durationDays));
  const [confirming, setConfirming] = useState<string | null>(null);
  const invest = useIdempotentSend((amount: string, idempotencyKey: string) =>
    call(investmentsApi.invest, {
      body: {
        package: pkg.slug,
        amount,
        // The terms on this page: changed by an operator meanwhile, the server refuses the order.
        terms: { dailyRateE4: pkg.dailyRateE4, durationDays: pkg.durationDays, capitalReturned: pkg.capitalReturned },
      },
      idempotencyKey,
    }),
  );
  const mutation = useMutation({ mutationFn: invest.send });
  const short = mutation.error instanceof ApiRequestError && mutation.error.code === 'INSUFFICIENT_FUNDS';

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      const created = await mutation.mutateAsync(confirming);
      queryClient.setQueryData(investmentKeys.one(created.number), created);
      void queryClient.invalidateQueries({ queryKey: investmentKeys.all });
      await navigate(investmentInvoicePath(created.number));
    } catch (error) {
      setConfirming(null);
      // The terms changed: the page shows the new ones under the server's words.
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: investmentKeys.package(pkg.slug) });
      }
    }
  };

  return (
    <>
      <PageTitle subtitle={termsText(pkg)}>{pkg.name}</PageTitle>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {pkg.description ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {pkg.description}
            </Typography>
          ) : null}
          {short ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {mutation.error?.message} <RouterLink to={ROUTES.addBalance}>Add balance</RouterLink>
            </Alert>
          ) : mutation.error ? (
            <ErrorAlert error={mutation.error} sx={{ mb: 2 }} />
          ) : null}
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit((v) => {
              mutation.reset();
              setConfirming(v.amount.trim());
            })}
          >
            <AmountField control={form.control} name="amount" min={pkg.minAmount} max={pkg.maxAmount} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
              <Typography color="text.secondary">Expected daily profit</Typography>
              <Typography component="div" data-testid="expected-daily">
                {daily ? <MoneyAmount usd={daily} /> : '—'}
              </Typography>
              <Typography color="text.secondary">Expected total profit</Typography>
              <Typography component="div" data-testid="expected-total">
                {total ? <MoneyAmount usd={total} /> : '—'}
              </Typography>
            </Box>
            <Button type="submit" variant="contained" size="large">
              Invest
            </Button>
          </Box>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title={`Invest in ${pkg.name}?`}
        description="The amount is taken from your wallet now and pays its profit into your profit fund every day."
        facts={
          confirming
            ? [
                {
                  label: 'Amount',
                  value: <MoneyAmount usd={centsToDecimalString(decimalStringToCents(confirming))} />,
                },
                { label: 'Terms', value: termsText(pkg) },
                ...(total ? [{ label: 'Expected total profit', value: <MoneyAmount usd={total} /> }] : []),
              ]
            : []
        }
        confirm="Invest"
        pending={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(event) => {
          event.preventDefault();
          void onConfirm();
        }}
      />
    </>
  );
}
