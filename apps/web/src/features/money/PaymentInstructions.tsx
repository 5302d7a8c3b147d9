import { type BankDetails, CRYPTO_NETWORK_LABEL, type CryptoAddress } from '@member-area/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../ui/CopyButton';
import { QrCode } from '../../ui/QrCode';
import { type Detail, DetailList } from './DetailList';

export interface InstructionsProps {
  kind: 'bank_transfer' | 'crypto';
  /** The operator's words: what to write in the reference, how long it takes. */
  text: string;
  bank: BankDetails | null;
  addresses: readonly CryptoAddress[];
  /** The invoice number to quote on the transfer, once there is an invoice. */
  reference?: string;
}

export function bankRows(bank: BankDetails): Detail[] {
  const rows: Detail[] = [
    { label: 'Bank name', value: bank.bankName },
    { label: 'Account holder', value: bank.accountHolder, copy: bank.accountHolder },
  ];
  if (bank.accountNumber) rows.push({ label: 'Account number', value: bank.accountNumber, copy: bank.accountNumber });
  if (bank.iban) rows.push({ label: 'IBAN', value: bank.iban, copy: bank.iban });
  if (bank.swift) rows.push({ label: 'SWIFT', value: bank.swift, copy: bank.swift });
  return rows;
}

/** Where to pay: the brand's bank account, or an address per network with its QR code. */
export function PaymentInstructions({ kind, text, bank, addresses, reference }: InstructionsProps) {
  return (
    <Stack spacing={2}>
      {text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography> : null}
      {kind === 'bank_transfer' && bank ? (
        <DetailList
          rows={[...bankRows(bank), ...(reference ? [{ label: 'Reference', value: reference, copy: reference }] : [])]}
        />
      ) : null}
      {kind === 'crypto'
        ? addresses.map((a) => (
            <Stack
              key={a.network}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <QrCode
                value={a.address}
                label={`QR code of the ${CRYPTO_NETWORK_LABEL[a.network]} address`}
                size={132}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {CRYPTO_NETWORK_LABEL[a.network]}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
                    {a.address}
                  </Typography>
                  <CopyButton value={a.address} label={`Copy ${a.network} address`} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  Send only on this network.
                </Typography>
              </Box>
            </Stack>
          ))
        : null}
    </Stack>
  );
}
