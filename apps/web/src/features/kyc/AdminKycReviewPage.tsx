import {
  documentsNeeded,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_TYPE_LABELS,
  KYC_STATUS_LABELS,
  type KycDocument,
  type KycReviewResponse,
  ROUTES,
} from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLinkBase, useParams } from 'react-router';
import { errorMessage } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailRow } from '../../ui/DetailRow';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { approveKyc, getKycReview, rejectKyc, requestKycResubmission, submittedDocumentUrl } from './api';
import { DecisionDialog } from './DecisionDialog';
import { KycHistory } from './KycHistory';
import { kycKeys } from './keys';
import { ZoomDialog } from './ZoomDialog';

/** /admin/kyc/:id: one submission, its documents side by side, and the three decisions. */
export function AdminKycReviewPage() {
  const { id = '' } = useParams();
  const review = useQuery({
    queryKey: kycKeys.review(id),
    queryFn: ({ signal }) => getKycReview(id, signal),
  });
  return (
    <>
      <Button component={RouterLinkBase} to={ROUTES.adminKyc} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        KYC queue
      </Button>
      <PageTitle title="KYC review">{review.data ? review.data.member.fullName : 'KYC review'}</PageTitle>
      <ErrorAlert error={review.error} />
      {review.isPending ? <CenteredSpinner /> : null}
      {review.data ? <Review review={review.data} /> : null}
    </>
  );
}

function Review({ review }: { review: KycReviewResponse }) {
  const { submission: s, member } = review;
  const queryClient = useQueryClient();
  const [zoom, setZoom] = useState<KycDocument | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'resubmit' | null>(null);
  const [approving, setApproving] = useState(false);
  const decide = useMutation({
    mutationFn: (run: () => Promise<KycReviewResponse>) => run(),
    onSuccess: async (updated) => {
      setDialog(null);
      setApproving(false);
      queryClient.setQueryData(kycKeys.review(s.id), updated);
      await queryClient.invalidateQueries({ queryKey: kycKeys.queue });
    },
  });
  const docs = documentsNeeded(s.documentType);
  const facts = [
    { label: 'Member', value: `${member.fullName} (${member.userName})` },
    { label: 'Document', value: `${KYC_DOCUMENT_TYPE_LABELS[s.documentType]} ${s.documentNumber}` },
  ];
  const pending = s.status === 'pending';
  // Each decision is sent from a dialog: its refusal is said there, and a new dialog starts clean.
  const refusal = decide.isError ? errorMessage(decide.error) : undefined;
  const openDialog = (show: () => void) => {
    decide.reset();
    show();
  };

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
          >
            <Chip data-testid="kyc-review-status" label={KYC_STATUS_LABELS[s.status]} variant="outlined" />
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {member.userName} · {member.email} · submitted {formatDateTime(s.submittedAt)}
            </Typography>
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}
          >
            <DetailRow label="Document type" value={KYC_DOCUMENT_TYPE_LABELS[s.documentType]} />
            <DetailRow label="Document number" value={s.documentNumber} />
            <DetailRow label="Issuing country" value={s.issuingCountry} />
            <DetailRow label="Date of birth" value={s.dateOfBirth} />
            <DetailRow label="Address" value={s.address} />
            {s.reason ? <DetailRow label="Reason" value={s.reason} /> : null}
          </Box>
          {!pending ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Decided {s.decidedAt ? formatDateTime(s.decidedAt) : ''}: {KYC_STATUS_LABELS[s.status]}.
            </Alert>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
              <Button variant="contained" color="success" onClick={() => openDialog(() => setApproving(true))}>
                Approve
              </Button>
              <Button variant="outlined" color="error" onClick={() => openDialog(() => setDialog('reject'))}>
                Reject
              </Button>
              <Button variant="outlined" color="warning" onClick={() => openDialog(() => setDialog('resubmit'))}>
                Request resubmission
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>

      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Documents
        </Typography>
        <Grid container spacing={2}>
          {docs.map((doc) => (
            <Grid key={doc} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined">
                <Box
                  component="button"
                  type="button"
                  onClick={() => setZoom(doc)}
                  aria-label={`Zoom: ${KYC_DOCUMENT_LABELS[doc]}`}
                  sx={{ display: 'block', width: '100%', p: 0, border: 0, bgcolor: 'action.hover', cursor: 'zoom-in' }}
                >
                  <Box
                    component="img"
                    src={submittedDocumentUrl(s.id, doc)}
                    alt={KYC_DOCUMENT_LABELS[doc]}
                    sx={{ display: 'block', width: '100%', height: 220, objectFit: 'contain' }}
                  />
                </Box>
                <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {KYC_DOCUMENT_LABELS[doc]}
                  </Typography>
                  <Link variant="body2" href={submittedDocumentUrl(s.id, doc)} target="_blank" rel="noreferrer">
                    Open the file
                  </Link>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      {review.history.length > 0 ? <KycHistory history={review.history} title="Earlier submissions" /> : null}

      <ZoomDialog
        open={zoom !== null}
        title={zoom ? KYC_DOCUMENT_LABELS[zoom] : ''}
        src={zoom ? submittedDocumentUrl(s.id, zoom) : ''}
        onClose={() => setZoom(null)}
      />
      <ConfirmDialog
        open={approving}
        title="Approve KYC"
        description="The member is verified from now on: withdrawals that waited for KYC are allowed."
        facts={facts}
        confirm="Approve"
        pending={decide.isPending}
        error={refusal}
        onCancel={() => setApproving(false)}
        onConfirm={() => decide.mutate(() => approveKyc(s.id))}
      />
      <DecisionDialog
        kind={dialog}
        facts={facts}
        documents={docs}
        pending={decide.isPending}
        error={refusal}
        onCancel={() => setDialog(null)}
        onReject={(reason) => decide.mutate(() => rejectKyc(s.id, { reason }))}
        onResubmission={(request) => decide.mutate(() => requestKycResubmission(s.id, request))}
      />
    </Stack>
  );
}
