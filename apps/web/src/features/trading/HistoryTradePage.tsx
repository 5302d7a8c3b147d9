import {
  CLOSE_REASON_LABEL,
  CLOSE_REASONS,
  type ClosedPositionsQuery,
  formatPrice,
  hrefOf,
  type Position,
  TICKER_SYMBOLS,
  tradingApi,
} from '@member-area/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { DateFilter, SelectFilter } from '../../ui/FilterFields';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useListParams } from '../../ui/useSearchParam';
import { MoneyAmount } from '../money';
import { centsToUsd, toCents, useClosedPositions } from './api';
import { PhoneLabel, PositionCell, Stacked } from './cells';
import { SignedUsd } from './PriceChange';

/** A price of the position's symbol, with its decimals and unit. */
const px = (p: Position, price: string | null) => (price ? formatPrice(p.symbol, price) : '—');
const SYMBOL_OPTIONS = [['', 'All'], ...TICKER_SYMBOLS.map((s) => [s, s] as const)] as const;
const REASON_OPTIONS = [['', 'All'], ...CLOSE_REASONS.map((r) => [r, CLOSE_REASON_LABEL[r]] as const)] as const;

/** /history-trade: closed positions with every figure, filters and the CSV. */
export function HistoryTradePage() {
  const { values, page, pageKey, set } = useListParams(['symbol', 'reason', 'from', 'to'] as const);
  const filter = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<ClosedPositionsQuery>;
  const history = useClosedPositions({ ...filter, page, ...pageKey, pageSize: 20 });
  // Seven columns, two figures in most: every figure of the CSV, fitting a 1366 px laptop.
  const columns: ResponsiveColumn<Position>[] = [
    { header: 'Position', phone: 'lead', nowrap: true, cell: (p) => <PositionCell position={p} /> },
    {
      header: 'Opened / closed',
      nowrap: true,
      cell: (p) => <Stacked top={formatDateTime(p.openedAt)} bottom={p.closedAt ? formatDateTime(p.closedAt) : '—'} />,
    },
    { header: 'Margin', align: 'right', nowrap: true, cell: (p) => <MoneyAmount usd={p.margin} /> },
    {
      header: 'Entry / close',
      align: 'right',
      nowrap: true,
      cell: (p) => <Stacked top={px(p, p.entryPrice)} bottom={px(p, p.closePrice)} />,
    },
    { header: 'Fee', align: 'right', nowrap: true, cell: (p) => <MoneyAmount usd={p.fee} /> },
    {
      header: 'P/L · wallet',
      align: 'right',
      nowrap: true,
      phone: 'lead',
      cell: (p) =>
        p.pl === null ? (
          '—'
        ) : (
          <Stacked
            top={
              <>
                <PhoneLabel>P/L</PhoneLabel>
                <SignedUsd value={p.pl} />
              </>
            }
            bottom={
              <>
                <PhoneLabel>Wallet</PhoneLabel>
                <SignedUsd value={centsToUsd(toCents(p.pl) - toCents(p.fee))} />
              </>
            }
          />
        ),
    },
    {
      header: 'Reason',
      nowrap: false,
      sx: { minWidth: 120 },
      cell: (p) =>
        p.closeReason
          ? `${CLOSE_REASON_LABEL[p.closeReason]}${p.closeGapped ? ' (the price gapped: closed at the first price beyond)' : ''}`
          : '—',
    },
  ];
  return (
    <>
      <PageTitle subtitle="Closed positions with their prices, fees and results. P/L · wallet: the result, and what your wallet gained or lost after the fee.">
        Trade history
      </PageTitle>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <SelectFilter
          label="Symbol"
          value={values.symbol}
          options={SYMBOL_OPTIONS}
          onChange={(symbol) => set({ symbol })}
        />
        <SelectFilter
          label="Reason"
          value={values.reason}
          options={REASON_OPTIONS}
          onChange={(reason) => set({ reason })}
        />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
        <Button variant="outlined" href={hrefOf(tradingApi.closedPositionsCsv, { query: filter })} download>
          Export CSV
        </Button>
      </Stack>
      {/* A refused filter (a half-typed date) is said, not shown as an empty history. */}
      {history.isError && !history.data ? (
        <ErrorAlert error={history.error} />
      ) : (
        <ResponsiveTable
          label="Closed positions"
          columns={columns}
          rows={history.data?.rows ?? []}
          rowKey={(p) => p.number}
          rowProps={(p) => ({ 'data-position': p.number })}
          fetching={history.isFetching}
          empty={history.isLoading ? 'Loading…' : 'No closed positions.'}
          paging={listPaging(history.data ?? { total: 0, totalExact: true }, page, 20, (p, key) =>
            set({ page: p, ...key }),
          )}
        />
      )}
    </>
  );
}
