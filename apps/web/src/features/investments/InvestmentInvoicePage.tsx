import { CAPITAL_NOT_RETURNED, hrefOf, type InvestmentDetail, investmentsApi, termsText } from '@member-area/shared';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { isApiError } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { InvoiceFrame } from '../../ui/InvoiceFrame';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { DetailList, MoneyAmount } from '../money';
import { statusChip } from './InvestmentPage';
import { useInvestment } from './useInvestments';

type Day = InvestmentDetail['schedule'][number];

const SCHEDULE: readonly ResponsiveColumn<Day>[] = [
  { header: 'Day', cell: (d) => d.day, nowrap: true, phone: 'lead' },
  { header: 'Profit', cell: (d) => <MoneyAmount usd={d.amount} />, align: 'right', phone: 'lead' },
  { header: 'Status', cell: (d) => (d.paid ? 'Paid' : 'To come') },
];

/** /invoice/:slug: an investment's invoice (printable, PDF) and its schedule. */
export function InvestmentInvoicePage() {
  const { slug = '' } = useParams();
  const valid = /^I-\d{6,}$/.test(slug);
  const inv = useInvestment(valid ? slug : 'I-000000');
  if (!valid || (inv.isError && isApiError(inv.error) && inv.error.status === 404)) return <NotFoundPage />;
  return (
    <>
      {inv.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={inv.error} />
      {inv.data ? <Invoice inv={inv.data} /> : null}
    </>
  );
}

function Invoice({ inv }: { inv: InvestmentDetail }) {
  return (
    <InvoiceFrame
      title={`Investment ${inv.number}`}
      subtitle={termsText(inv)}
      pdfHref={hrefOf(investmentsApi.pdf, { params: { number: inv.number } })}
      details={
        <DetailList
          rows={[
            { label: 'Invoice number', value: inv.number, copy: inv.number },
            { label: 'Package', value: inv.packageName },
            { label: 'Status', value: statusChip(inv.status) },
            { label: 'Amount', value: <MoneyAmount usd={inv.amount} /> },
            { label: 'Terms', value: termsText(inv) },
            { label: 'Total profit', value: <MoneyAmount usd={inv.totalProfit} /> },
            { label: 'Profit paid', value: <MoneyAmount usd={inv.profitPaid} /> },
            {
              label: 'Capital',
              value: inv.capitalReturnDay ? (
                <>
                  <MoneyAmount usd={inv.amount} /> back to the wallet on {inv.capitalReturnDay}
                </>
              ) : (
                CAPITAL_NOT_RETURNED
              ),
            },
            { label: 'Start', value: inv.startDay },
            { label: 'End', value: inv.endDay },
            { label: 'Created', value: formatDateTime(inv.createdAt) },
          ]}
        />
      }
    >
      <Typography variant="h6" component="h2">
        Schedule
      </Typography>
      <ResponsiveTable
        framed
        label="Schedule"
        columns={SCHEDULE}
        rows={inv.schedule}
        rowKey={(d) => d.day}
        empty="No profit days."
      />
    </InvoiceFrame>
  );
}
