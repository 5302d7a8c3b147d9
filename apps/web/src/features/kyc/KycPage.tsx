import {
  documentsNeeded,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_TYPE_LABELS,
  KYC_DOCUMENT_TYPES,
  KYC_STATUS_LABELS,
  type KycDocument,
  type KycDocumentType,
  type KycStatusResponse,
  kycApi,
  ZKycDetails,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '../../api/use-api-form';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { useMemberQuery } from '../auth';
import { submitKyc } from './api';
import { countryOptions } from './countries';
import { DocumentUpload } from './DocumentUpload';
import { KycHistory } from './KycHistory';
import { kycKeys } from './keys';

type Documents = Partial<Record<KycDocument, string>>;
const COLOR = { approved: 'success', pending: 'info', rejected: 'error', resubmission_requested: 'warning' } as const;

export function KycPage() {
  const kyc = useMemberQuery({ queryKey: kycKeys.status, route: kycApi.status });
  const data = kyc.data;
  return (
    <>
      <PageTitle subtitle="Verify your identity once: it keeps your account and your money safe.">KYC</PageTitle>
      <ErrorAlert error={kyc.error} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        {data ? <StatusCard kyc={data} /> : <Skeleton variant="rounded" height={120} />}
        {data && (data.status === 'not_submitted' || data.status === 'rejected') ? <FullSubmission /> : null}
        {data?.status === 'resubmission_requested' ? <Resubmission requested={data.requestedDocuments} /> : null}
        {data && data.history.length > 0 ? <KycHistory history={data.history} /> : null}
      </Stack>
    </>
  );
}

function StatusCard({ kyc }: { kyc: KycStatusResponse }) {
  const next: Record<KycStatusResponse['status'], string> = {
    not_submitted: 'Fill in your details and upload your documents below, then press "Submit for review".',
    pending: 'Your documents are being reviewed. We will e-mail you as soon as an operator has decided.',
    approved: 'Your identity is verified. There is nothing more to do.',
    rejected: 'Your documents were rejected. Correct what the reason says and submit again below.',
    resubmission_requested: 'Upload the documents named below again, then press "Submit for review".',
  };
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2">
            Status
          </Typography>
          <Chip
            data-testid="kyc-status"
            label={KYC_STATUS_LABELS[kyc.status]}
            color={kyc.status === 'not_submitted' ? 'default' : COLOR[kyc.status]}
            variant="outlined"
          />
        </Stack>
        <Typography>{next[kyc.status]}</Typography>
        {kyc.reason && kyc.status === 'rejected' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Reason: {kyc.reason}
          </Alert>
        ) : null}
        {kyc.status === 'resubmission_requested' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Please upload again: {kyc.requestedDocuments.map((d) => KYC_DOCUMENT_LABELS[d]).join(', ')}.
            {kyc.reason ? ` Note: ${kyc.reason}` : ''}
          </Alert>
        ) : null}
        {kyc.requiredForWithdrawals && kyc.status !== 'approved' ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Withdrawals need an approved KYC.
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Only the sides the chosen type has: a back uploaded for an ID card before switching to a
 * passport is refused by the server, yet kept here should the member switch back.
 */
const sidesOf = (type: KycDocumentType, documents: Documents): Documents =>
  Object.fromEntries(documentsNeeded(type).flatMap((d) => (documents[d] ? [[d, documents[d]]] : [])));

const EMPTY = {
  documentType: 'national_id',
  documentNumber: '',
  issuingCountry: '',
  dateOfBirth: '',
  address: '',
} as const;

function FullSubmission() {
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<Documents>({});
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZKycDetails,
    defaultValues: EMPTY,
    submit: (details) => submitKyc({ ...details, documents: sidesOf(details.documentType, documents) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(kycKeys.status, updated);
    },
  });
  const type = useWatch({ control, name: 'documentType' }) ?? 'national_id';
  const country = useWatch({ control, name: 'issuingCountry' }) ?? '';
  const needed = documentsNeeded(type);
  const missing = needed.filter((d) => !documents[d]);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Your details
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="documentType"
                label="Document type"
                options={KYC_DOCUMENT_TYPES}
                optionLabel={(type) => KYC_DOCUMENT_TYPE_LABELS[type as KycDocumentType]}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="documentNumber" label="Document number" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="issuingCountry"
                label="Issuing country"
                options={countryOptions(country)}
                optionLabel={(c) => c || 'Choose a country'}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="dateOfBirth"
                label="Date of birth"
                type="date"
                inputProps={{ max: new Date().toISOString().slice(0, 10) }}
                autoComplete="bday"
                required
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="address"
                label="Address"
                autoComplete="street-address"
                multiline
                minRows={2}
                required
              />
            </Grid>
          </Grid>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1.5 }}>
            Documents
          </Typography>
          <DocumentGrid documents={needed} chosen={documents} onChosen={setDocuments} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ mt: 3 }}
            loading={mutation.isPending}
            disabled={missing.length > 0}
          >
            Submit for review
          </Button>
          {missing.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Still to upload: {missing.map((d) => KYC_DOCUMENT_LABELS[d]).join(', ')}.
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

function Resubmission({ requested }: { requested: KycDocument[] }) {
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<Documents>({});
  const mutation = useMutation({
    mutationFn: () => submitKyc({ documents }),
    onSuccess: (updated) => queryClient.setQueryData(kycKeys.status, updated),
  });
  const missing = requested.filter((d) => !documents[d]);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Upload again
        </Typography>
        <ErrorAlert error={mutation.error} sx={{ mb: 2 }} />
        <DocumentGrid documents={requested} chosen={documents} onChosen={setDocuments} />
        <Button
          variant="contained"
          size="large"
          sx={{ mt: 3 }}
          loading={mutation.isPending}
          disabled={missing.length > 0}
          onClick={() => mutation.mutate()}
        >
          Submit for review
        </Button>
      </CardContent>
    </Card>
  );
}

function DocumentGrid({
  documents,
  chosen,
  onChosen,
}: {
  documents: readonly KycDocument[];
  chosen: Documents;
  onChosen: (update: (old: Documents) => Documents) => void;
}) {
  return (
    <Grid container spacing={2}>
      {documents.map((doc) => (
        <Grid key={doc} size={{ xs: 12, sm: 6 }}>
          <DocumentUpload
            document={doc}
            fileId={chosen[doc]}
            onUploaded={(id) => onChosen((old) => ({ ...old, [doc]: id }))}
          />
        </Grid>
      ))}
    </Grid>
  );
}
