import {
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_TYPE_LABELS,
  KYC_STATUS_LABELS,
  type KycSubmission,
} from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/format';

/** Every submission, newest first, with the decision and why. */
export function KycHistory({ history, title = 'History' }: { history: readonly KycSubmission[]; title?: string }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <TableContainer tabIndex={0} role="region" aria-label={`KYC ${title.toLowerCase()}`}>
          <Table size="small" aria-label={`KYC ${title.toLowerCase()}`}>
            <TableHead>
              <TableRow>
                <TableCell>Submitted</TableCell>
                <TableCell>Document</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Decided</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((s) => (
                <TableRow key={s.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.submittedAt)}</TableCell>
                  <TableCell>{KYC_DOCUMENT_TYPE_LABELS[s.documentType]}</TableCell>
                  <TableCell>{KYC_STATUS_LABELS[s.status]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.decidedAt ? formatDateTime(s.decidedAt) : '—'}</TableCell>
                  <TableCell>
                    {[
                      s.requestedDocuments.length > 0
                        ? `Upload again: ${s.requestedDocuments.map((d) => KYC_DOCUMENT_LABELS[d]).join(', ')}`
                        : null,
                      s.reason,
                    ]
                      .filter(Boolean)
                      .join('. ') || '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
