import { type AuditEntry, type AuditFilter, auditActionLabel } from '@member-area/shared';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { listPaging, type PageKey } from '../../ui/list-paging';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { AUDIT_PAGE_SIZE, listAudit } from './api';

/** Each change as before → after, one a line. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entry.changes.map((c) => (
        <li key={c.field}>
          {c.field}: {c.from || '(empty)'} → {c.to || '(empty)'}
        </li>
      ))}
    </Box>
  );
}

const COLUMNS: readonly ResponsiveColumn<AuditEntry>[] = [
  {
    header: 'When',
    cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
    nowrap: true,
    sx: { fontVariantNumeric: 'tabular-nums' },
    phone: 'lead',
  },
  {
    header: 'What happened',
    cell: (row) => row.sentence,
    nowrap: false,
    sx: { overflowWrap: 'anywhere', minWidth: 280 },
    phone: 'lead',
  },
  { header: 'Changes', cell: (row) => <Changes entry={row} />, sx: { overflowWrap: 'anywhere', minWidth: 160 } },
  { header: 'Action', cell: (row) => auditActionLabel(row.action), nowrap: true },
];

/** Operator actions, newest first, read as sentences; all of them, or as `filter` narrows them. */
export function AuditTable({
  targetId,
  filter = {},
  page,
  pageKey,
  onPageChange,
  label,
}: {
  targetId?: string;
  filter?: AuditFilter;
  /** 1-based. */
  page: number;
  /** The key the pager reached this page by (the log pages by key). */
  pageKey: PageKey;
  onPageChange: (page: number, key?: PageKey) => void;
  label: string;
}) {
  const query = { ...filter, ...(targetId && { targetId }), page, ...pageKey };
  const audit = useQuery({
    queryKey: [...queryKeys.admin.audit(targetId, page), query],
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: (previous) => previous,
  });

  if (audit.isPending) return <CenteredSpinner />;
  if (audit.isError) return <ErrorAlert error={audit.error} />;

  return (
    <ResponsiveTable
      label={label}
      columns={COLUMNS}
      rows={audit.data.rows}
      rowKey={(row) => row.id}
      empty="No entries match."
      paging={listPaging(audit.data, page, AUDIT_PAGE_SIZE, onPageChange)}
      fetching={audit.isFetching}
      framed
    />
  );
}
