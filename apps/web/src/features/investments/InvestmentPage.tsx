import {
  addInvestmentPath,
  INVESTMENT_STATUS_LABEL,
  type Investment,
  investmentInvoicePath,
} from '@member-area/shared';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useLocalPage } from '../../ui/useLocalPage';
import { MoneyAmount } from '../money';
import { PackageCards } from './PackageCards';
import { SummaryMailSwitch } from './SummaryMailSwitch';
import { useMyInvestments, usePackages } from './useInvestments';

const PAGE_SIZE = 10;

export const statusChip = (status: Investment['status']) => (
  <Chip
    size="small"
    label={INVESTMENT_STATUS_LABEL[status]}
    color={status === 'active' ? 'success' : 'default'}
    variant={status === 'active' ? 'filled' : 'outlined'}
  />
);

const COLUMNS: readonly ResponsiveColumn<Investment>[] = [
  {
    header: 'Package',
    cell: (r) => <RouterLink to={investmentInvoicePath(r.number)}>{r.packageName}</RouterLink>,
    phone: 'lead',
  },
  { header: 'Amount', cell: (r) => <MoneyAmount usd={r.amount} block />, align: 'right', phone: 'lead' },
  { header: 'Start', cell: (r) => r.startDay, nowrap: true },
  { header: 'End', cell: (r) => r.endDay, nowrap: true },
  { header: 'Profit paid', cell: (r) => <MoneyAmount usd={r.profitPaid} block />, align: 'right' },
  {
    header: 'Next payout',
    cell: (r) =>
      r.nextPayoutDay && r.nextPayoutAmount ? (
        <>
          {r.nextPayoutDay} · <MoneyAmount usd={r.nextPayoutAmount} />
        </>
      ) : (
        '—'
      ),
    nowrap: true,
  },
  { header: 'Status', cell: (r) => statusChip(r.status) },
];

/** /investment: the member's investments and the packages they can buy. */
export function InvestmentPage() {
  const { page, pageKey, goTo } = useLocalPage();
  const investments = useMyInvestments(page, pageKey, PAGE_SIZE);
  const packages = usePackages();
  return (
    <>
      <PageTitle subtitle="Your investments pay profit into your profit fund every day of their term.">
        Investment
      </PageTitle>
      <ErrorAlert error={investments.error} />
      {investments.isPending ? <CenteredSpinner /> : null}
      {investments.data ? (
        <ResponsiveTable
          framed
          label="My investments"
          columns={COLUMNS}
          rows={investments.data.rows}
          rowKey={(r) => r.number}
          empty={
            <>
              No investment yet. Choose a package below to make your first one, or{' '}
              <RouterLink to={addInvestmentPath()}>start here</RouterLink>.
            </>
          }
          paging={listPaging(investments.data, page, PAGE_SIZE, goTo)}
          fetching={investments.isFetching}
        />
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Packages
      </Typography>
      <ErrorAlert error={packages.error} />
      {packages.data ? <PackageCards packages={packages.data.packages} /> : null}
      <SummaryMailSwitch />
    </>
  );
}
