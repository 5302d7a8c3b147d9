import {
  adminMemberPath,
  formatUsd,
  type LedgerCheck,
  type LedgerTransferRow,
  movementLabel,
  TRANSFER_KIND_LABEL,
  TRANSFER_KINDS,
  type TransferKindName,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Amount } from '../../ui/Amount';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportListButton } from '../../ui/ExportCsvButton';
import { countSet, FilterBar } from '../../ui/FilterBar';
import { DateFilter, SelectFilter, TextFilter } from '../../ui/FilterFields';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useListParams } from '../../ui/useSearchParam';
import { getLedgerCheck, listLedgerTransfers } from './desk-api';
import { moneyKeys } from './query-keys';

const PAGE_SIZE = 50;
const KIND_OPTIONS = [['', 'All kinds'], ...TRANSFER_KINDS.map((k) => [k, TRANSFER_KIND_LABEL[k]] as const)] as const;
const isKind = (v: string): v is TransferKindName => (TRANSFER_KINDS as readonly string[]).includes(v);

/**
 * A side: the member's user name over the account, or the platform account. A user name is up to
 * 30 characters without a space: it breaks onto a second line rather than widening the table, and is
 * never cut (two members whose names begin alike read as one when cut).
 */
function side(s: LedgerTransferRow['debit']) {
  if (!s.member) return s.account;
  return (
    <>
      <RouterLink to={adminMemberPath(s.member.uid)} title={s.member.userName} sx={userNameSx}>
        {s.member.userName}
      </RouterLink>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {s.account}
      </Box>
    </>
  );
}
const userNameSx = { display: 'block', maxWidth: 190, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * Who moved it: "Member" when it was the member on one of its sides (their name is there already:
 * a long user name twice overflowed the table), an operator's name, or "System" when no person
 * did (a tick closing a position, a day's profit, an expiry).
 */
function by(t: LedgerTransferRow): string {
  if (!t.createdBy) return 'System';
  const uid = t.createdBy.uid;
  return uid === t.debit.member?.uid || uid === t.credit.member?.uid ? 'Member' : t.createdBy.name;
}

const COLUMNS: readonly ResponsiveColumn<LedgerTransferRow>[] = [
  { header: 'Date', cell: (t) => formatDateTime(t.at), nowrap: true },
  { header: 'Kind', cell: (t) => movementLabel(t.kind, t.reference), phone: 'lead', nowrap: false },
  { header: 'Amount', cell: (t) => <Amount>{formatUsd(t.amount)}</Amount>, nowrap: true, phone: 'lead' },
  { header: 'From (debit)', cell: (t) => side(t.debit), nowrap: true },
  { header: 'To (credit)', cell: (t) => side(t.credit), nowrap: true },
  { header: 'Reference', cell: (t) => t.reference ?? '', sx: { overflowWrap: 'anywhere', minWidth: 140 } },
  { header: 'By', cell: by, sx: { overflowWrap: 'anywhere', minWidth: 96 } },
];

function CheckResult({ check, onRecheck, fetching }: { check: LedgerCheck; onRecheck: () => void; fetching: boolean }) {
  const problems = [
    check.total !== '0' ? `Balances sum to ${check.total} cents instead of 0.` : null,
    ...check.drifted.map((d) => `Account ${d.accountId}: balance ${d.balance}, transfers say ${d.fromTransfers}.`),
    ...check.negativeMemberAccounts.map((a) => `Member account ${a} is below zero.`),
    ...check.heldMismatch.map((h) => `Member ${h.ownerId}: held ${h.held}, pending holds ${h.pendingHolds}.`),
    ...check.orphanHolds.map((h) => `Hold ${h.holdId} (${h.purpose} ${h.reference}) belongs to nothing pending.`),
    ...check.pendingMismatch.map(
      (m) => `Member ${m.memberId}: pending shown as ${m.kept}, their requests say ${m.fromRows}.`,
    ),
    ...check.figuresMismatch.map(
      (m) => `Member ${m.memberId}: investments shown as ${m.kept}, their investments say ${m.fromRows}.`,
    ),
  ].filter((p): p is string => p !== null);
  const action = (
    <Button color="inherit" size="small" onClick={onRecheck} loading={fetching} sx={{ whiteSpace: 'nowrap' }}>
      Check again
    </Button>
  );
  return check.sound ? (
    <Alert severity="success" action={action} sx={{ mb: 3 }}>
      <AlertTitle>Ledger sound</AlertTitle>
      Balances sum to zero, every account equals its transfers, no member account is below zero, every hold belongs to a
      pending withdrawal or an open position. Checked {formatDateTime(check.checkedAt)}.
    </Alert>
  ) : (
    <Alert severity="error" action={action} sx={{ mb: 3 }}>
      <AlertTitle>Ledger check failed</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The ledger explorer: every transfer by member, kind and date, and the invariant check. */
export function AdminLedgerPage() {
  const { values, page, pageKey, set } = useListParams(['member', 'kind', 'from', 'to'] as const);
  const [member, setMember] = useState(values.member);
  const debounced = useDebouncedValue(member.trim(), 300);
  useEffect(() => {
    if (debounced !== values.member) set({ member: debounced });
  }, [debounced, values.member, set]);
  const q = {
    member: values.member || undefined,
    kind: isKind(values.kind) ? values.kind : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  const check = useQuery({
    queryKey: moneyKeys.admin.ledgerCheck,
    queryFn: ({ signal }) => getLedgerCheck(signal),
  });
  const list = useQuery({
    queryKey: moneyKeys.admin.ledger({ ...q, page, ...pageKey }),
    queryFn: ({ signal }) => listLedgerTransfers({ ...q, page, ...pageKey, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle subtitle="Every movement of money, both sides, and whether the books balance.">Ledger</PageTitle>
      <ErrorAlert error={check.error} />
      {check.data ? (
        <CheckResult check={check.data} onRecheck={() => void check.refetch()} fetching={check.isFetching} />
      ) : null}
      <FilterBar active={countSet(values)} actions={<ExportListButton dataset="ledger" />}>
        <TextFilter label="Member" value={member} placeholder="User name or e-mail" onChange={setMember} />
        <SelectFilter label="Kind" value={values.kind} options={KIND_OPTIONS} onChange={(kind) => set({ kind })} />
        <DateFilter label="From" value={values.from} onChange={(from) => set({ from })} />
        <DateFilter label="To" value={values.to} onChange={(to) => set({ to })} />
      </FilterBar>
      <ErrorAlert error={list.error} />
      {list.isPending ? <CenteredSpinner /> : null}
      {list.data ? (
        <ResponsiveTable
          label="Transfers"
          columns={COLUMNS}
          rows={list.data.rows}
          rowKey={(t) => t.id}
          empty="No transfers match."
          fetching={list.isFetching}
          paging={listPaging(list.data, page, PAGE_SIZE, (p, key) => set({ page: p, ...key }))}
          framed
        />
      ) : null}
    </>
  );
}
