import type { AuditEntry } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { formatDateTime } from '../../ui/format';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { AUDIT_PAGE_SIZE, listAudit } from './api';

function describeDetails(details: AuditEntry['details']): string {
  const entries = Object.entries(details);
  if (entries.length === 0) return '—';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

const COLUMNS: readonly ResponsiveColumn<AuditEntry>[] = [
  { header: 'Who', cell: (row) => row.actorName, nowrap: true },
  { header: 'Action', cell: (row) => row.action, nowrap: true, phone: 'lead' },
  {
    header: 'Target',
    cell: (row) => `${row.targetType}${row.targetId ? ` ${row.targetId}` : ''}`,
    sx: { whiteSpace: 'nowrap' },
  },
  { header: 'Details', cell: (row) => describeDetails(row.details), sx: { overflowWrap: 'anywhere', minWidth: 240 } },
  {
    header: 'When',
    cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
    nowrap: true,
    sx: { fontVariantNumeric: 'tabular-nums' },
    phone: 'lead',
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
    <ResponsiveTable
      label={label}
      columns={COLUMNS}
      rows={audit.data.rows}
      rowKey={(row) => row.id}
      empty="No entries yet."
      paging={{ total: audit.data.total, page: page, pageSize: AUDIT_PAGE_SIZE, onPageChange: onPageChange }}
      framed
    />
  );
}
