import { invoiceWdPath, MONEY_ROUTES, WITHDRAWAL_SOURCE_LABEL, type Withdrawal } from '@member-area/shared';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useListParams } from '../../ui/useSearchParam';
import { listWithdrawals } from './api';
import { MoneyAmount } from './MoneyAmount';
import { moneyKeys } from './query-keys';
import { StatusChip } from './StatusChip';

const PAGE_SIZE = 20;

const COLUMNS: readonly ResponsiveColumn<Withdrawal>[] = [
  {
    header: 'Number',
    cell: (w) => (
      <RouterLink to={invoiceWdPath(w.slug)} onClick={(e) => e.stopPropagation()}>
        {w.number}
      </RouterLink>
    ),
    nowrap: true,
  },
  { header: 'Requested', cell: (w) => formatDateTime(w.createdAt), nowrap: true },
  { header: 'Amount', cell: (w) => <MoneyAmount usd={w.amount} block />, phone: 'lead' },
  { header: 'Fee', cell: (w) => <MoneyAmount usd={w.fee} block /> },
  { header: 'From', cell: (w) => WITHDRAWAL_SOURCE_LABEL[w.source] },
  { header: 'Destination', cell: (w) => w.destination.label, sx: { minWidth: 160 } },
  { header: 'Status', cell: (w) => <StatusChip status={w.status} />, phone: 'lead' },
];

/** /view-withdrawal: every withdrawal of the member, newest first, each opening its page. */
export function ViewWithdrawalPage() {
  const navigate = useNavigate();
  const { page, pageKey, set } = useListParams([] as const);
  const list = useQuery({
    queryKey: moneyKeys.withdrawals({ page, ...pageKey }),
    queryFn: ({ signal }) => listWithdrawals({ page, ...pageKey, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle subtitle="Every withdrawal you requested and where it stands.">Withdrawals</PageTitle>
      <Button component={Link} to={MONEY_ROUTES.withdrawal} variant="contained" sx={{ mb: 2 }}>
        New withdrawal
      </Button>
      <ErrorAlert error={list.error} />
      {list.isPending ? <CenteredSpinner /> : null}
      {list.data ? (
        <ResponsiveTable
          framed
          label="Withdrawals"
          columns={COLUMNS}
          rows={list.data.rows}
          rowKey={(w) => w.slug}
          empty="No withdrawals yet."
          paging={listPaging(list.data, page, PAGE_SIZE, (p, key) => set({ page: p, ...key }))}
          fetching={list.isFetching}
          onRowClick={(w) => void navigate(invoiceWdPath(w.slug))}
          rowSx={{ cursor: 'pointer' }}
        />
      ) : null}
    </>
  );
}
