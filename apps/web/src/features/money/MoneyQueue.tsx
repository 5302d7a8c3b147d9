import { ZRejectRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import type { ConfirmFact } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportListButton } from '../../ui/ExportCsvButton';
import { countSet, FilterBar } from '../../ui/FilterBar';
import { DateFilter, SelectFilter, TextFilter } from '../../ui/FilterFields';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useListParams } from '../../ui/useSearchParam';
import { useCan } from '../auth';
import { DecisionDialog } from './DecisionDialog';
import { moneyKeys } from './query-keys';
import type { useDecision } from './useDecision';

const PAGE_SIZE = 20;
/** Both queues open on this status; its URL value is '' (the default), "All" is 'all'. */
const DEFAULT_STATUS = 'pending';
type Decision = ReturnType<typeof useDecision<never>>;
type Paged<Row> = { rows: Row[]; total: number; totalExact: boolean };
export interface QueueQuery<S extends string> {
  status?: S;
  member?: string;
  from?: string;
  to?: string;
  order: 'newest' | 'oldest';
  page: number;
  pageSize: number;
  after?: string;
  before?: string;
}

/**
 * A money queue's list: its filters in the URL (status, member, date range, order, page), read
 * again every 15 seconds so a queue left open stays current. A queue opens on what is waiting,
 * oldest first: no status in the URL means Pending ("all" asks for every status).
 */
export function useQueueList<Row, S extends string>(
  queue: 'deposits' | 'withdrawals',
  statuses: readonly S[],
  fetch: (q: QueueQuery<S>, signal: AbortSignal) => Promise<Paged<Row>>,
) {
  const filters = useListParams(['status', 'member', 'from', 'to', 'order'] as const);
  const { values, page, pageKey } = filters;
  const status = statuses.find((s) => s === (values.status || DEFAULT_STATUS));
  const q = {
    status,
    member: values.member || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    order: values.order === 'newest' ? ('newest' as const) : ('oldest' as const),
  };
  const list = useQuery({
    queryKey: moneyKeys.admin[queue]({ ...q, page, ...pageKey }),
    queryFn: ({ signal }) => fetch({ ...q, page, ...pageKey, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  return { filters, list };
}

function Filters({
  statuses,
  filters,
  dataset,
}: {
  statuses: readonly (readonly [string, string])[];
  filters: ReturnType<typeof useQueueList>['filters'];
  dataset: 'deposits' | 'withdrawals';
}) {
  const { values, set } = filters;
  const [member, setMember] = useState(values.member);
  const debounced = useDebouncedValue(member.trim(), 300);
  useEffect(() => {
    if (debounced !== values.member) set({ member: debounced });
  }, [debounced, values.member, set]);
  return (
    <FilterBar
      // Pending and oldest first are where a queue opens ('' in the URL): only a change counts.
      active={countSet(values)}
      actions={<ExportListButton dataset={dataset} />}
    >
      <SelectFilter
        label="Status"
        value={values.status || DEFAULT_STATUS}
        options={[['all', 'All'], ...statuses]}
        onChange={(status) => set({ status: status === DEFAULT_STATUS ? '' : status })}
      />
      <SelectFilter
        label="Order"
        value={values.order === 'newest' ? 'newest' : ''}
        options={[
          ['', 'Oldest first'],
          ['newest', 'Newest first'],
        ]}
        onChange={(order) => set({ order })}
      />
      <TextFilter label="Member" value={member} placeholder="User name or e-mail" onChange={setMember} />
      <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
    </FilterBar>
  );
}

/** A money queue page: title, filters, what a lost decision says (409), the paged list, its dialogs. */
export function MoneyQueue<Row extends { slug: string }>(props: {
  title: string;
  /** The whole list as "Export CSV" (all statuses, streamed). */
  dataset: 'deposits' | 'withdrawals';
  subtitle: string;
  statuses: readonly (readonly [string, string])[];
  queue: ReturnType<typeof useQueueList<Row, string>>;
  columns: readonly ResponsiveColumn<Row>[];
  empty: string;
  decisions: readonly Decision[];
  children: ReactNode;
}) {
  const { filters, list } = props.queue;
  const error = props.decisions.map((d) => d.error).find(Boolean);
  return (
    <>
      <PageTitle subtitle={props.subtitle}>{props.title}</PageTitle>
      <Filters statuses={props.statuses} filters={filters} dataset={props.dataset} />
      {error ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          onClose={() => {
            for (const d of props.decisions) d.clearError();
          }}
        >
          {error}
        </Alert>
      ) : null}
      <ErrorAlert error={list.error} />
      {list.isPending ? <CenteredSpinner /> : null}
      {list.data ? (
        <ResponsiveTable
          label={props.title}
          columns={props.columns}
          rows={list.data.rows}
          rowKey={(r) => r.slug}
          empty={props.empty}
          fetching={list.isFetching}
          paging={listPaging(list.data, filters.page, PAGE_SIZE, (p, key) => filters.set({ page: p, ...key }))}
          framed
        />
      ) : null}
      {props.children}
    </>
  );
}

/** "Reject" with the reason the member reads. */
export function RejectDialog({
  target,
  facts,
  description,
  decision,
  onClose,
}: {
  target: { slug: string; number: string } | null;
  facts: readonly ConfirmFact[];
  description: string;
  decision: ReturnType<typeof useDecision<{ slug: string; reason: string }>>;
  onClose: () => void;
}) {
  return (
    <DecisionDialog
      open={target !== null}
      title={`Reject ${target?.number ?? ''}`}
      description={description}
      facts={facts}
      schema={ZRejectRequest}
      field="reason"
      label="Reason"
      confirm="Reject"
      danger
      pending={decision.pending}
      onCancel={onClose}
      onConfirm={({ reason }) => target && decision.run({ slug: target.slug, reason }, onClose)}
    />
  );
}

/**
 * A row's decisions: the first ("Approve", "Mark paid") and "Reject". Each button's name says
 * which row it decides ("Approve D-000042"), for screen readers and tests alike.
 */
export function RowActions({
  number,
  main,
  onReject,
}: {
  number: string;
  main: { label: 'Approve' | 'Mark paid'; onClick: () => void; loading?: boolean };
  onReject: () => void;
}) {
  // A support operator reads the queues but does not decide them (the API answers 403 too).
  if (!useCan('money.decide')) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color={main.label === 'Approve' ? 'success' : 'primary'}
        loading={main.loading}
        onClick={main.onClick}
        aria-label={`${main.label} ${number}`}
      >
        {main.label}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onReject} aria-label={`Reject ${number}`}>
        Reject
      </Button>
    </Stack>
  );
}
