import { hrefOf, type InvestmentDetail, investmentsApi } from '@member-area/shared';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { errorMessage, isApiError } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { formatDateTime } from '../../ui/format';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { PrintStyles } from '../../ui/PrintStyles';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { DetailList, MoneyAmount } from '../wallet';
import { statusChip } from './InvestmentPage';
import { termsText } from './Terms';
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
      <PrintStyles />
      {inv.isPending ? <CenteredSpinner /> : null}
      {inv.isError ? <Alert severity="error">{errorMessage(inv.error)}</Alert> : null}
      {inv.data ? <Invoice inv={inv.data} /> : null}
    </>
  );
}

function Invoice({ inv }: { inv: InvestmentDetail }) {
  return (
    <>
      <PageTitle title={`Investment ${inv.number}`} subtitle={termsText(inv)}>
        Investment {inv.number}
      </PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <DetailList
              rows={[
                { label: 'Invoice number', value: inv.number, copy: inv.number },
                { label: 'Package', value: inv.packageName },
                { label: 'Status', value: statusChip(inv.status) },
                { label: 'Amount', value: <MoneyAmount usd={inv.amount} /> },
                { label: 'Terms', value: termsText(inv) },
                { label: 'Total profit', value: <MoneyAmount usd={inv.totalProfit} /> },
                { label: 'Profit paid', value: <MoneyAmount usd={inv.profitPaid} /> },
                { label: 'Start', value: inv.startDay },
                { label: 'End', value: inv.endDay },
                { label: 'Created', value: formatDateTime(inv.createdAt) },
              ]}
            />
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }} data-no-print>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                Print
              </Button>
              <Button
                variant="outlined"
                component="a"
                href={hrefOf(investmentsApi.pdf, { params: { number: inv.number } })}
                download
                startIcon={<PictureAsPdfOutlined />}
              >
                Download PDF
              </Button>
            </Stack>
          </CardContent>
        </Card>
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
      </Stack>
    </>
  );
}
