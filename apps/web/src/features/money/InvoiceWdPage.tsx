import { MONEY_ROUTES, type Withdrawal } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { cancelWithdrawal } from './api';
import { ConfirmButton } from './ConfirmButton';
import { DetailList } from './DetailList';
import { MoneyAmount } from './MoneyAmount';
import { moneyKeys } from './query-keys';
import { StatusChip } from './StatusChip';
import { useWithdrawal } from './useMoney';

/** The spec's empty state of /invoice-wd. */
export const SELECT_AN_INVOICE = 'Select an invoice';

/** /invoice-wd/:slug: one withdrawal and its status (live); with no slug, 'Select an invoice'. */
export function InvoiceWdPage() {
  const { slug } = useParams();
  if (!slug) {
    return (
      <>
        <PageTitle title="Withdrawal">{SELECT_AN_INVOICE}</PageTitle>
        <Typography color="text.secondary">
          Open one from <RouterLink to={MONEY_ROUTES.viewWithdrawal}>your withdrawals</RouterLink>.
        </Typography>
      </>
    );
  }
  return <WithdrawalView slug={slug} />;
}

function WithdrawalView({ slug }: { slug: string }) {
  const withdrawal = useWithdrawal(slug);
  if (withdrawal.isError && isApiError(withdrawal.error) && withdrawal.error.status === 404) return <NotFoundPage />;
  if (withdrawal.isError) return <ErrorAlert error={withdrawal.error} />;
  if (!withdrawal.data) return <CenteredSpinner />;
  return <WithdrawalDetails withdrawal={withdrawal.data} />;
}

function WithdrawalDetails({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelWithdrawal(w.slug),
    onSuccess: (next) => {
      queryClient.setQueryData(moneyKeys.withdrawal(next.slug), next);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    },
  });
  return (
    <>
      <PageTitle title={`Withdrawal ${w.number}`}>Withdrawal {w.number}</PageTitle>
      <Card sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <DetailList
            rows={[
              { label: 'Number', value: w.number, copy: w.number },
              { label: 'Status', value: <StatusChip status={w.status} /> },
              { label: 'Amount', value: <MoneyAmount usd={w.amount} /> },
              { label: 'Fee', value: <MoneyAmount usd={w.fee} /> },
              { label: 'Total held', value: <MoneyAmount usd={w.total} /> },
              { label: 'Destination', value: w.destination.label },
              { label: 'Requested', value: formatDateTime(w.createdAt) },
              ...(w.paidAt ? [{ label: 'Paid', value: formatDateTime(w.paidAt) }] : []),
              ...(w.payoutReference ? [{ label: 'Payout reference', value: w.payoutReference }] : []),
            ]}
          />
          {w.status === 'rejected' ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              Rejected{w.reason ? `: ${w.reason.replace(/[.!?]+$/, '')}` : ''}. The held amount is back in your balance.
            </Alert>
          ) : null}
          {w.status === 'cancelled' ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Cancelled. The held amount is back in your balance.
            </Alert>
          ) : null}
          {w.status === 'paid' ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              Paid to {w.destination.label}.
            </Alert>
          ) : null}
          {w.status === 'pending' ? (
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap' }}>
              <ConfirmButton
                label="Cancel withdrawal"
                title="Cancel this withdrawal?"
                text="The held amount and fee go back to your balance at once."
                confirm="Cancel withdrawal"
                keep="Keep it"
                action={cancel}
              />
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
