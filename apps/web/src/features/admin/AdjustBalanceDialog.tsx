import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdjustBalanceRequest,
  centsToDecimalString,
  decimalStringToCents,
  formatAmount,
  formatUsd,
  type MemberDetail,
  ZAdjustBalanceRequest,
} from '@member-area/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, isApiError } from '../../api';
import { useIdempotentSend } from '../../api/idempotency';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DialogForm } from '../../ui/DialogForm';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { adjustMemberBalance } from './api';

interface Props {
  member: MemberDetail;
  open: boolean;
  onClose: () => void;
  onDone: (updated: MemberDetail) => void;
}

const DIRECTIONS = ['credit', 'debit'] as const;

/** Errors shown under a field need no alert of their own. */
const hasFieldErrors = (error: unknown) => isApiError(error) && Object.keys(error.fieldErrors).length > 0;

/** The wallet after the adjustment, in cents arithmetic (never floats). */
function balanceAfter(balance: string, { direction, amount }: AdjustBalanceRequest): string {
  const moved = decimalStringToCents(amount);
  const before = decimalStringToCents(balance);
  return centsToDecimalString(direction === 'credit' ? before + moved : before - moved);
}

/**
 * Credits or debits a member's wallet through the ledger, with a reason for the audit log.
 * The form is confirmed in a second step that restates the movement. One idempotency key per
 * intended adjustment: a double click or a retried request moves money once, a corrected one
 * after a refusal is a new request.
 */
export function AdjustBalanceDialog({ member, open, onClose, onDone }: Props) {
  const adjust = useIdempotentSend((body: AdjustBalanceRequest, key: string) =>
    adjustMemberBalance(member.uid, body, key),
  );
  const { reset: endKey } = adjust;
  const [confirming, setConfirming] = useState<AdjustBalanceRequest | null>(null);
  const form = useForm<AdjustBalanceRequest>({
    resolver: zodResolver(ZAdjustBalanceRequest),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const { reset, setError } = form;
  const mutation = useMutation({
    mutationFn: adjust.send,
    onSuccess: (updated) => {
      setConfirming(null);
      onDone(updated);
    },
    onError: (error) => {
      setConfirming(null);
      applyFieldErrors(error, setError, ['direction', 'amount', 'reason']);
    },
  });
  const { reset: resetMutation } = mutation;

  useEffect(() => {
    if (!open) return;
    reset({ direction: 'credit', amount: '', reason: '' });
    resetMutation();
    setConfirming(null);
    endKey();
  }, [open, reset, resetMutation, endKey]);

  const direction = form.watch('direction');
  const credit = confirming?.direction === 'credit';
  return (
    <>
      <ConfirmDialog
        open={open && confirming !== null}
        title={credit ? 'Confirm credit' : 'Confirm debit'}
        description={
          credit
            ? `Credits ${member.fullName}'s wallet at once, through the ledger; the member sees it live.`
            : `Debits ${member.fullName}'s wallet at once, through the ledger; the member sees it live.`
        }
        facts={
          confirming
            ? [
                { label: 'Member', value: `${member.fullName} (${member.userName})` },
                { label: credit ? 'Credit' : 'Debit', value: formatUsd(confirming.amount) },
                {
                  label: 'Balance',
                  value: `${formatAmount(member.balance)} → ${formatAmount(balanceAfter(member.balance, confirming))} USD`,
                },
                { label: 'Reason', value: confirming.reason },
              ]
            : []
        }
        confirm={credit ? 'Credit' : 'Debit'}
        danger={!credit}
        pending={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && mutation.mutate(confirming)}
      />
      <Dialog
        open={open && confirming === null}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="adjust-dialog-title"
      >
        <DialogForm onSubmit={form.handleSubmit((body) => setConfirming(body))}>
          <DialogTitle id="adjust-dialog-title">Adjust balance</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Moves money between {member.fullName}'s wallet and the platform adjustments account. The member sees the
              new balance at once; the reason goes into the audit log.
            </DialogContentText>
            {mutation.isError && !hasFieldErrors(mutation.error) ? (
              <ErrorAlert error={mutation.error} sx={{ mb: 2 }} />
            ) : null}
            <Stack spacing={2}>
              <FormSelectField
                control={form.control}
                name="direction"
                label="Direction"
                options={DIRECTIONS}
                required
              />
              <FormTextField
                control={form.control}
                name="amount"
                label="Amount (USD)"
                required
                // Kept as the typed decimal string: money never passes through a float.
                inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              />
              <FormTextField control={form.control} name="reason" label="Reason" required multiline minRows={2} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={direction === 'debit' ? 'error' : 'primary'}
              loading={mutation.isPending}
            >
              {direction === 'debit' ? 'Debit' : 'Credit'}
            </Button>
          </DialogActions>
        </DialogForm>
      </Dialog>
    </>
  );
}
