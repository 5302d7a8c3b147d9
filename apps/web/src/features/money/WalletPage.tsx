import {
  invoiceBalancePath,
  invoiceWdPath,
  MONEY_ROUTES,
  TRANSFER_KIND_LABEL,
  TRANSFER_KINDS,
  type TransferKindName,
  type WalletHistoryRow,
} from '@member-area/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { DateFilter, SelectFilter } from '../../ui/FilterFields';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useListParams } from '../../ui/useSearchParam';
import { getWalletHistory, historyCsvUrl } from './api';
import { amountAndBalanceColumns } from './history-columns';
import { moneyKeys } from './query-keys';
import { AvailableCard, OnHoldCard } from './WalletSummaryCards';

const PAGE_SIZE = 20;
const KIND_OPTIONS = [['', 'All kinds'], ...TRANSFER_KINDS.map((k) => [k, TRANSFER_KIND_LABEL[k]] as const)] as const;
const isKind = (v: string): v is TransferKindName => (TRANSFER_KINDS as readonly string[]).includes(v);

const COLUMNS: readonly ResponsiveColumn<WalletHistoryRow>[] = [
  { header: 'Date', cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time>, nowrap: true },
  // In words, with its state now ("Withdrawal W-000002 paid"), as the server says it.
  { header: 'Movement', cell: (r) => r.label, phone: 'lead', nowrap: false },
  {
    header: 'Reference',
    cell: (r) =>
      r.subject ? (
        <RouterLink
          to={r.subject.type === 'deposit' ? invoiceBalancePath(r.subject.slug) : invoiceWdPath(r.subject.slug)}
        >
          {r.reference}
        </RouterLink>
      ) : (
        r.reference
      ),
    sx: { minWidth: 140, overflowWrap: 'anywhere' },
  },
  ...amountAndBalanceColumns<WalletHistoryRow>(),
];

/** /wallet ("Balance"): available, on hold, and every movement with its running balance. */
export function WalletPage() {
  const { values, page, set } = useListParams(['kind', 'from', 'to'] as const);
  const clean = {
    kind: isKind(values.kind) ? values.kind : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const history = useQuery({
    queryKey: moneyKeys.history({ ...clean, page }),
    queryFn: ({ signal }) => getWalletHistory({ ...clean, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(clean.kind || clean.from || clean.to);

  return (
    <>
      <PageTitle subtitle="What you can use, what is set aside, and every movement of your wallet.">Balance</PageTitle>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AvailableCard />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OnHoldCard />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <Button component={Link} to={MONEY_ROUTES.addBalance} variant="contained">
          Add balance
        </Button>
        <Button component={Link} to={MONEY_ROUTES.withdrawal} variant="outlined">
          Withdraw
        </Button>
        <Button component={Link} to={MONEY_ROUTES.viewWithdrawal} variant="text">
          My withdrawals
        </Button>
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectFilter label="Kind" value={values.kind} options={KIND_OPTIONS} onChange={(kind) => set({ kind })} />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
        <Button
          component="a"
          href={historyCsvUrl(clean)}
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
          label="Wallet history"
          columns={COLUMNS}
          rows={history.data.rows}
          rowKey={(r) => r.id}
          empty={filtered ? 'No movements match these filters.' : 'No movements yet. Add balance to get started.'}
          paging={listPaging(history.data, page, PAGE_SIZE, (p) => set({ page: p }))}
          fetching={history.isFetching}
        />
      ) : null}
    </>
  );
}
