import type { AuditEntry } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { formatDateTime } from '../../ui/format';
import { type PagedColumn, PagedTable } from '../../ui/PagedTable';
import { AUDIT_PAGE_SIZE, listAudit } from './api';

function describeDetails(details: AuditEntry['details']): string {
  const entries = Object.entries(details);
  if (entries.length === 0) return '—';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

const COLUMNS: readonly PagedColumn<AuditEntry>[] = [
  { header: 'Who', cell: (row) => row.actorEmail, sx: { whiteSpace: 'nowrap' } },
  { header: 'Action', cell: (row) => row.action, sx: { whiteSpace: 'nowrap' } },
  {
    header: 'Target',
    cell: (row) => `${row.targetType}${row.targetId ? ` ${row.targetId}` : ''}`,
    sx: { whiteSpace: 'nowrap' },
  },
  { header: 'Details', cell: (row) => describeDetails(row.details), sx: { overflowWrap: 'anywhere', minWidth: 240 } },
  {
    header: 'When',
    cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
    sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  },
];

/** Operator actions, newest first; all of them or those about one member (`targetId`). */
export function AuditTable({
  targetId,
  page,
  onPageChange,
  label,
}: {
  targetId?: string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const audit = useQuery({
    queryKey: queryKeys.admin.audit(targetId, page),
    queryFn: ({ signal }) => listAudit({ targetId, page }, signal),
    placeholderData: (previous) => previous,
  });

  if (audit.isPending) return <CenteredSpinner />;
  if (audit.isError) return <Alert severity="error">{errorMessage(audit.error)}</Alert>;

  return (
    <PagedTable
      label={label}
      columns={COLUMNS}
      rows={audit.data.rows}
      rowKey={(row) => row.id}
      empty="No entries yet."
      total={audit.data.total}
      page={page}
      pageSize={AUDIT_PAGE_SIZE}
      onPageChange={onPageChange}
    />
  );
}
