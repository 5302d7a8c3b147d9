import {
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_TYPE_LABELS,
  KYC_STATUS_LABELS,
  type KycSubmission,
} from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/format';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';

const COLUMNS: readonly ResponsiveColumn<KycSubmission>[] = [
  { header: 'Submitted', cell: (s) => formatDateTime(s.submittedAt), nowrap: true },
  { header: 'Document', cell: (s) => KYC_DOCUMENT_TYPE_LABELS[s.documentType] },
  { header: 'Status', cell: (s) => KYC_STATUS_LABELS[s.status], phone: 'lead' },
  { header: 'Decided', cell: (s) => (s.decidedAt ? formatDateTime(s.decidedAt) : '—'), nowrap: true },
  {
    header: 'Reason',
    cell: (s) =>
      [
        s.requestedDocuments.length > 0
          ? `Upload again: ${s.requestedDocuments.map((d) => KYC_DOCUMENT_LABELS[d]).join(', ')}`
          : null,
        s.reason,
      ]
        .filter(Boolean)
        .join('. ') || '—',
  },
];

/** Every submission, newest first, with the decision and why. */
export function KycHistory({ history, title = 'History' }: { history: readonly KycSubmission[]; title?: string }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <ResponsiveTable
          label={`KYC ${title.toLowerCase()}`}
          columns={COLUMNS}
          rows={history}
          rowKey={(s) => s.id}
          empty="Nothing submitted yet."
        />
      </CardContent>
    </Card>
  );
}
