import { type AdminWithdrawal, CRYPTO_NETWORK_LABEL, formatUsd, type PayoutDestination } from '@member-area/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { CopyButton } from '../../ui/CopyButton';
import { DetailRow } from '../../ui/DetailRow';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { getWithdrawalDestination } from './desk-api';

/** A value to type into the bank's or the wallet's form: monospace, never wrapped mid-way, with its copy button. */
function Copyable({ value, what }: { value: string; what: string }) {
  if (value === '') return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value}
      </Box>
      <CopyButton value={value} label={`Copy ${what}`} />
    </Box>
  );
}

/** IBANs read in groups of four, as banks print them; the copy is without spaces. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function DestinationDetails({ destination }: { destination: PayoutDestination }) {
  const { bank, crypto } = destination;
  return (
    <Box
      component="dl"
      aria-label="Destination"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      {bank ? (
        <>
          <DetailRow label="Account holder" value={<Copyable value={bank.accountHolder} what="account holder" />} />
          <DetailRow
            label="IBAN"
            value={
              bank.iban ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {grouped(bank.iban)}
                  </Box>
                  <CopyButton value={bank.iban} label="Copy IBAN" />
                </Box>
              ) : (
                '—'
              )
            }
          />
          <DetailRow label="Account number" value={<Copyable value={bank.accountNumber} what="account number" />} />
          <DetailRow label="SWIFT/BIC" value={<Copyable value={bank.swift} what="SWIFT/BIC" />} />
          <DetailRow label="Bank" value={<Copyable value={bank.bankName} what="bank name" />} />
        </>
      ) : null}
      {crypto ? (
        <>
          <DetailRow label="Network" value={CRYPTO_NETWORK_LABEL[crypto.network]} />
          <DetailRow label="Address" value={<Copyable value={crypto.address} what="address" />} />
        </>
      ) : null}
      <DetailRow label="Details saved" value={formatDateTime(destination.changedAt)} />
    </Box>
  );
}

/**
 * Where to send a withdrawal's money, in full, as the member gave it when asking. Opening it is
 * one read of the member's sensitive data, which the server audits: not cached, not re-read.
 */
export function WithdrawalDestinationDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  const slug = withdrawal?.slug ?? '';
  const read = useQuery({
    // Not under the queue's key: a decision's refresh of the queue must not read it again.
    queryKey: [...queryKeys.admin.all, 'withdrawal-destination', slug],
    queryFn: ({ signal }) => getWithdrawalDestination(slug, signal),
    enabled: withdrawal !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return (
    <Dialog open={withdrawal !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wd-dest-title">
      <DialogTitle id="wd-dest-title">
        {withdrawal ? `${withdrawal.number}: where to send it` : 'Withdrawal'}
      </DialogTitle>
      <DialogContent>
        {withdrawal ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Send{' '}
              <Typography component="strong" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatUsd(withdrawal.amount)}
              </Typography>{' '}
              to {withdrawal.member.fullName} ({withdrawal.member.userName}). These are the details the member gave when
              asking; this view is recorded in the audit log.
            </DialogContentText>
            {withdrawal.flaggedRecentDestinationChange ? (
              <Chip color="warning" label="Details changed in the last 24 h" sx={{ mb: 2 }} />
            ) : null}
          </>
        ) : null}
        {read.isPending && withdrawal ? <CenteredSpinner /> : null}
        <ErrorAlert error={read.error} />
        {read.data ? <DestinationDetails destination={read.data.destination} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
