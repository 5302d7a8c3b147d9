import {
  adminKycReviewPath,
  adminMemberPath,
  KYC_DOCUMENT_TYPE_LABELS,
  type KycQueueResponse,
} from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { getKycQueue } from './api';
import { kycKeys } from './keys';

type Row = KycQueueResponse['rows'][number];

const COLUMNS: readonly ResponsiveColumn<Row>[] = [
  {
    header: 'Member',
    cell: (r) => (
      <RouterLink to={adminKycReviewPath(r.id)} onClick={(e) => e.stopPropagation()}>
        {r.fullName}
      </RouterLink>
    ),
    phone: 'lead',
    // A name as the member typed it: on a phone card it wraps rather than widening the page.
    nowrap: false,
    sx: { overflowWrap: 'anywhere' },
  },
  {
    header: 'User name',
    // The name opens the review (the queue's task); the user name, the member's 360 page.
    cell: (r) => (
      <RouterLink to={adminMemberPath(r.memberId)} onClick={(e) => e.stopPropagation()}>
        {r.userName}
      </RouterLink>
    ),
    sx: { overflowWrap: 'anywhere' },
  },
  { header: 'E-mail', cell: (r) => r.email, sx: { overflowWrap: 'anywhere' } },
  { header: 'Document', cell: (r) => KYC_DOCUMENT_TYPE_LABELS[r.documentType] },
  { header: 'Submitted', cell: (r) => formatDateTime(r.submittedAt), nowrap: true, phone: 'lead' },
  { header: 'Earlier submissions', cell: (r) => r.previousSubmissions },
];

/** /admin/kyc: submissions waiting for review, oldest first. */
export function AdminKycQueuePage() {
  const navigate = useNavigate();
  const queue = useQuery({ queryKey: kycKeys.queue, queryFn: ({ signal }) => getKycQueue(signal) });
  const rows = queue.data?.rows ?? [];
  return (
    <>
      <PageTitle subtitle="Submissions waiting for a decision, the oldest first.">KYC review</PageTitle>
      <ErrorAlert error={queue.error} />
      {queue.isPending ? <CenteredSpinner /> : null}
      {queue.data ? (
        <ResponsiveTable
          label="KYC submissions waiting for review"
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.id}
          empty="Nothing to review. New submissions appear here."
          onRowClick={(r) => void navigate(adminKycReviewPath(r.id))}
          framed
        />
      ) : null}
    </>
  );
}
