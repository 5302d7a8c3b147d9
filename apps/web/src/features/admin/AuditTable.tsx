import type { AuditEntry } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { EmptyTableRow } from '../../ui/EmptyTableRow';
import { formatDateTime } from '../../ui/format';
import { AUDIT_PAGE_SIZE, listAudit } from './api';

function describeDetails(details: AuditEntry['details']): string {
  const entries = Object.entries(details);
  if (entries.length === 0) return '—';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

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
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Target</TableCell>
              <TableCell>Details</TableCell>
              <TableCell>When</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {audit.data.rows.length === 0 ? (
              <EmptyTableRow colSpan={5}>No entries yet.</EmptyTableRow>
            ) : (
              audit.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.actorEmail}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.action}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.targetType}
                    {row.targetId ? ` ${row.targetId}` : ''}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 240 }}>{describeDetails(row.details)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={audit.data.total}
        page={Math.max(0, page - 1)}
        rowsPerPage={AUDIT_PAGE_SIZE}
        rowsPerPageOptions={[AUDIT_PAGE_SIZE]}
        onPageChange={(_, p) => onPageChange(p + 1)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 2 } }}
      />
    </Paper>
  );
}
