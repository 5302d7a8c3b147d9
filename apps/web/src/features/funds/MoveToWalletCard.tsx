import { zodResolver } from '@hookform/resolvers/zod';
import {
  decimalStringToCents,
  FUND_LABEL,
  type Fund,
  type FundSummary,
  formatUsd,
  fundsApi,
  type MoveToWalletRequest,
  ZMoveToWalletRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, isApiError, queryKeys } from '../../api';
import { call } from '../../api/call';
import { useIdempotentSend } from '../../api/idempotency';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { AmountField } from '../money';
import { fundsKeys } from './query-keys';

/** The form's schema: the request's, with the fund's minimum and balance known here too. */
const schemaFor = (summary: FundSummary) =>
  ZMoveToWalletRequest.superRefine((value, ctx) => {
    const amount = decimalStringToCents(value.amount);
    if (amount < decimalStringToCents(summary.moveMin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `The least you can move is ${formatUsd(summary.moveMin)}`,
      });
    } else if (amount > decimalStringToCents(summary.balance)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Your ${summary.fund} fund holds ${formatUsd(summary.balance)}`,
      });
    }
  });

/** "Move to wallet": an instant ledger move from the fund, confirmed first, sent once per intent. */
export function MoveToWalletCard({ fund, summary }: { fund: Fund; summary: FundSummary }) {
  const queryClient = useQueryClient();
  const move = useIdempotentSend((body: MoveToWalletRequest, key: string) =>
    call(fundsApi.move, { params: { fund }, body, idempotencyKey: key }),
  );
  const [confirming, setConfirming] = useState<MoveToWalletRequest | null>(null);
  const form = useForm<MoveToWalletRequest>({
    resolver: zodResolver(schemaFor(summary)),
    defaultValues: { amount: '' },
  });
  const mutation = useMutation({
    mutationFn: move.send,
    onSuccess: (answer) => {
      setConfirming(null);
      form.reset({ amount: '' });
      queryClient.setQueryData(queryKeys.balance, { balance: answer.walletBalance });
      void queryClient.invalidateQueries({ queryKey: fundsKeys.all });
    },
    onError: (error) => {
      setConfirming(null);
      applyFieldErrors(error, form.setError, ['amount']);
    },
  });
  const fieldError = isApiError(mutation.error) && Object.keys(mutation.error.fieldErrors).length > 0;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Move to wallet
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          At once, with no fee: the money is in your wallet to invest, trade or withdraw.
        </Typography>
        {mutation.isError && !fieldError ? <ErrorAlert error={mutation.error} /> : null}
        {mutation.isSuccess ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            Moved {formatUsd(mutation.data.moved)} to your wallet.
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={form.handleSubmit((body) => setConfirming(body))}>
          <AmountField control={form.control} name="amount" min={summary.moveMin} />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            Move to wallet
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        title="Move to wallet"
        description={`Moves the amount from your ${FUND_LABEL[fund].toLowerCase()} fund to your wallet at once.`}
        facts={
          confirming
            ? [
                { label: 'Amount', value: formatUsd(confirming.amount) },
                { label: 'From', value: `${FUND_LABEL[fund]} fund` },
                { label: 'To', value: 'Wallet' },
              ]
            : []
        }
        confirm="Move to wallet"
        pending={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(event) => {
          event.preventDefault();
          if (confirming) mutation.mutate(confirming);
        }}
      />
    </Card>
  );
}
