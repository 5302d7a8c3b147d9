import { type DepositInvoice, hrefOf, moneyApi } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { InvoiceFrame } from '../../ui/InvoiceFrame';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { cancelDeposit, sendDepositTxHash, uploadDepositProof } from './api';
import { ConfirmButton } from './ConfirmButton';
import { DetailList } from './DetailList';
import { MoneyAmount } from './MoneyAmount';
import { PaymentInstructions } from './PaymentInstructions';
import { type Proof, ProofUploader } from './ProofUploader';
import { moneyKeys } from './query-keys';
import { StatusChip } from './StatusChip';
import { useDeposit } from './useMoney';

/** /invoice-balance/:slug: a deposit invoice, its status live, how to pay it, and its proof. */
export function InvoiceBalancePage() {
  const { slug = '' } = useParams();
  const invoice = useDeposit(slug);
  if (invoice.isError && isApiError(invoice.error) && invoice.error.status === 404) return <NotFoundPage />;
  return (
    <>
      {invoice.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={invoice.error} />
      {invoice.data ? <Invoice invoice={invoice.data} /> : null}
    </>
  );
}

function Invoice({ invoice }: { invoice: DepositInvoice }) {
  const queryClient = useQueryClient();
  const update = (next: DepositInvoice) => {
    queryClient.setQueryData(moneyKeys.deposit(next.slug), next);
    void queryClient.invalidateQueries({ queryKey: moneyKeys.wallet });
  };
  const cancel = useMutation({ mutationFn: () => cancelDeposit(invoice.slug), onSuccess: update });
  const sendProof = async (proof: Proof) =>
    update(
      proof.kind === 'file'
        ? await uploadDepositProof(invoice.slug, proof.file, proof.onProgress)
        : await sendDepositTxHash(invoice.slug, proof.txHash),
    );
  const pending = invoice.status === 'pending';

  return (
    <InvoiceFrame
      title={`Invoice ${invoice.number}`}
      subtitle="Pay the amount below and upload a proof of payment."
      pdfHref={hrefOf(moneyApi.depositPdf, { params: { slug: invoice.slug } })}
      actions={
        pending ? (
          <ConfirmButton
            label="Cancel invoice"
            title="Cancel this invoice?"
            text="Do not pay a cancelled invoice. You can create a new one at any time."
            confirm="Cancel invoice"
            keep="Keep it"
            action={cancel}
          />
        ) : null
      }
      details={
        <>
          <DetailList
            rows={[
              { label: 'Invoice number', value: invoice.number, copy: invoice.number },
              { label: 'Status', value: <StatusChip status={invoice.status} /> },
              { label: 'Amount', value: <MoneyAmount usd={invoice.amount} /> },
              { label: 'Payment method', value: invoice.instructions.methodName },
              { label: 'Created', value: formatDateTime(invoice.createdAt) },
              pending
                ? { label: 'Pay before', value: formatDateTime(invoice.expiresAt) }
                : { label: 'Decided', value: invoice.decidedAt ? formatDateTime(invoice.decidedAt) : '—' },
            ]}
          />
          {invoice.status === 'rejected' && invoice.reason ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              Rejected: {invoice.reason}
            </Alert>
          ) : null}
          {invoice.status === 'paid' ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              Paid: the amount is in your balance.
            </Alert>
          ) : null}
        </>
      }
    >
      {pending ? (
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              How to pay
            </Typography>
            <PaymentInstructions
              kind={invoice.instructions.methodKind}
              text={invoice.instructions.text}
              bank={invoice.instructions.bank}
              addresses={invoice.instructions.addresses}
              reference={invoice.number}
            />
          </CardContent>
        </Card>
      ) : null}
      {invoice.proofs.length > 0 ? (
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Proofs sent
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {invoice.proofs.map((p) => (
                <li key={p.id}>
                  {p.kind === 'tx_hash' ? (
                    <Typography component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {p.txHash}
                    </Typography>
                  ) : p.url ? (
                    <Link href={p.url} target="_blank" rel="noopener">
                      {p.mime === 'application/pdf' ? 'PDF receipt' : 'Receipt image'}
                    </Link>
                  ) : (
                    'Receipt'
                  )}{' '}
                  <Typography component="span" color="text.secondary" variant="body2">
                    · {formatDateTime(p.uploadedAt)}
                  </Typography>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      {pending ? (
        <Card data-no-print>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <ProofUploader onSubmit={sendProof} crypto={invoice.instructions.methodKind === 'crypto'} />
          </CardContent>
        </Card>
      ) : null}
    </InvoiceFrame>
  );
}
