import {
  FUND_LABEL,
  type Fund,
  type FundHistoryRow,
  fundsApi,
  fundWithdrawalPath,
  hrefOf,
  invoiceWdPath,
  TRANSFER_KIND_LABEL,
  TRANSFER_KINDS,
  type TransferKindName,
} from '@member-area/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { call } from '../../api/call';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { DateFilter, SelectFilter } from '../../ui/FilterFields';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useListParams } from '../../ui/useSearchParam';
import { amountAndBalanceColumns } from '../money';
import { FundBalanceCard } from './FundBalanceCard';
import { fundsKeys } from './query-keys';

const PAGE_SIZE = 20;
/** The kinds a fund sees: its credits, its moves to the wallet and its withdrawals. */
const FUND_KINDS: Record<Fund, readonly TransferKindName[]> = {
  profit: ['profit.daily', 'fund.move', 'hold.reserve', 'hold.void'],
  bonus: ['referral.commission', 'fund.move', 'hold.reserve', 'hold.void'],
};
const isKind = (v: string): v is TransferKindName => (TRANSFER_KINDS as readonly string[]).includes(v);

const COLUMNS: readonly ResponsiveColumn<FundHistoryRow>[] = [
  { header: 'Date', cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time>, nowrap: true },
  { header: 'Movement', cell: (r) => r.label, phone: 'lead', nowrap: false },
  {
    header: 'From',
    cell: (r) => (r.referral ? `${r.referral.userName} · level ${r.referral.level}` : '—'),
    sx: { overflowWrap: 'anywhere' },
  },
  {
    header: 'Reference',
    cell: (r) =>
      r.subject?.type === 'withdrawal' ? (
        <RouterLink to={invoiceWdPath(r.subject.slug)}>{r.reference}</RouterLink>
      ) : (
        r.reference
      ),
    sx: { minWidth: 120, overflowWrap: 'anywhere' },
  },
  ...amountAndBalanceColumns<FundHistoryRow>(),
];

/** /funds-profit and /funds-bonus: the fund's balance and every movement of it. */
export function FundPage({ fund }: { fund: Fund }) {
  const { values, page, set } = useListParams(['kind', 'from', 'to'] as const);
  const clean = {
    kind: isKind(values.kind) ? values.kind : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const history = useQuery({
    queryKey: fundsKeys.history(fund, { ...clean, page }),
    queryFn: ({ signal }) =>
      call(fundsApi.history, { params: { fund }, query: { ...clean, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(clean.kind || clean.from || clean.to);
  const kindOptions = [
    ['', 'All kinds'],
    ...FUND_KINDS[fund].map((k) => [k, TRANSFER_KIND_LABEL[k]] as const),
  ] as const;
  const title = `${FUND_LABEL[fund]} fund`;

  return (
    <>
      <PageTitle
        subtitle={
          fund === 'profit'
            ? 'The daily profit of your investments, and every movement of it.'
            : 'Your referral bonuses: who they came from, at which level, and every movement.'
        }
      >
        {title}
      </PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, mb: 3 }}>
        <FundBalanceCard fund={fund} />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button component={Link} to={fundWithdrawalPath(fund)} variant="contained">
            Move or withdraw
          </Button>
        </Box>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectFilter label="Kind" value={values.kind} options={kindOptions} onChange={(kind) => set({ kind })} />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
        <Button
          component="a"
          href={hrefOf(fundsApi.historyCsv, { params: { fund }, query: clean })}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          sx={{ ml: { sm: 'auto' } }}
        >
          Export CSV
        </Button>
      </Box>
      {history.isError ? <Alert severity="error">{errorMessage(history.error)}</Alert> : null}
      {history.isPending ? <CenteredSpinner /> : null}
      {history.data ? (
        <ResponsiveTable
          framed
          label={`${title} history`}
          columns={COLUMNS}
          rows={history.data.rows}
          rowKey={(r) => r.id}
          empty={filtered ? 'No movements match these filters.' : 'No movements yet.'}
          paging={listPaging(history.data, page, PAGE_SIZE, (p) => set({ page: p }))}
          fetching={history.isFetching}
        />
      ) : null}
    </>
  );
}

export const ProfitFundPage = () => <FundPage fund="profit" />;
export const BonusFundPage = () => <FundPage fund="bonus" />;
