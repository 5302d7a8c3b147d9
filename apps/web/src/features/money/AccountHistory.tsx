import { TRANSFER_KIND_LABEL, type TransferKindName } from '@member-area/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { DateFilter, SelectFilter } from '../../ui/FilterFields';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useListParams } from '../../ui/useSearchParam';
import { MoneyAmount } from './MoneyAmount';

const PAGE_SIZE = 20;

/** What a history is filtered by (kind, and a date range in UTC, both ends included). */
export type AccountHistoryFilters = { kind?: TransferKindName; from?: string; to?: string };

type Row = { id: string; at: string; label: string; amount: string; balance: string };
type HistoryPage<T> = { rows: T[]; total: number; totalExact: boolean };

/** "Amount": signed, green in and red out, a row's lead on a phone (every list of movements). */
export function signedAmountColumn<T extends { amount: string }>(): ResponsiveColumn<T> {
  return {
    header: 'Amount',
    cell: (r) => (
      <Box component="span" sx={{ color: r.amount.startsWith('-') ? 'error.main' : 'success.main' }}>
        <MoneyAmount usd={r.amount} signed block />
      </Box>
    ),
    phone: 'lead',
  };
}

/**
 * "History" of one member account (the wallet, a fund): the kind and date filters in the address,
 * the CSV of what they select, and the movements a page at a time, each with its date and label
 * first and the signed amount (green in, red out: the row's phone lead) and the balance after it
 * last. The page gives what differs: the kinds it offers, the columns between, and how to load.
 */
export function AccountHistory<T extends Row>(props: {
  /** The table's accessible name, e.g. "Wallet history". */
  label: string;
  kinds: readonly TransferKindName[];
  /** Columns after "Date" and "Movement". */
  columns: readonly ResponsiveColumn<T>[];
  /** What an unfiltered empty history says. */
  empty: string;
  queryKey: (query: AccountHistoryFilters & { page: number }) => QueryKey;
  load: (
    query: AccountHistoryFilters & { page: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<HistoryPage<T>>;
  csvHref: (filters: AccountHistoryFilters) => string;
}) {
  const { values, page, set } = useListParams(['kind', 'from', 'to'] as const);
  const filters: AccountHistoryFilters = {
    kind: (props.kinds as readonly string[]).includes(values.kind) ? (values.kind as TransferKindName) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const history = useQuery({
    queryKey: props.queryKey({ ...filters, page }),
    queryFn: ({ signal }) => props.load({ ...filters, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(filters.kind || filters.from || filters.to);
  const kindOptions = [['', 'All kinds'], ...props.kinds.map((k) => [k, TRANSFER_KIND_LABEL[k]] as const)] as const;
  const columns: readonly ResponsiveColumn<T>[] = [
    { header: 'Date', cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time>, nowrap: true },
    // In words, with its state now ("Withdrawal W-000002 paid"), as the server says it.
    { header: 'Movement', cell: (r) => r.label, phone: 'lead', nowrap: false },
    ...props.columns,
    signedAmountColumn<T>(),
    { header: 'Balance', cell: (r) => <MoneyAmount usd={r.balance} block /> },
  ];

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectFilter label="Kind" value={values.kind} options={kindOptions} onChange={(kind) => set({ kind })} />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
        <ExportCsvButton href={props.csvHref(filters)} sx={{ ml: { sm: 'auto' } }} />
      </Box>
      <ErrorAlert error={history.error} />
      {history.isPending ? <CenteredSpinner /> : null}
      {history.data ? (
        <ResponsiveTable
          framed
          label={props.label}
          columns={columns}
          rows={history.data.rows}
          rowKey={(r) => r.id}
          empty={filtered ? 'No movements match these filters.' : props.empty}
          paging={listPaging(history.data, page, PAGE_SIZE, (p) => set({ page: p }))}
          fetching={history.isFetching}
        />
      ) : null}
    </>
  );
}
