import { KYC_DOCUMENT_LABELS, KYC_FILE_TYPES, type KycDocument } from '@member-area/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../api';
import { FileInput } from '../../ui/FileInput';
import { UploadProgress } from '../../ui/UploadProgress';
import { ownDocumentUrl, uploadKycDocument } from './api';

const HINTS: Record<KycDocument, string> = {
  front: 'The side with your photo.',
  back: 'The other side.',
  selfie: 'Your face and the document together, both readable.',
  proofOfAddress: 'A utility bill or bank statement from the last 3 months.',
};

/** One document: chosen, uploaded at once (typed and checked by the server), then shown. */
export function DocumentUpload({
  document,
  fileId,
  onUploaded,
}: {
  document: KycDocument;
  fileId: string | undefined;
  onUploaded: (fileId: string) => void;
}) {
  const id = useId();
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => uploadKycDocument({ document, file, onProgress: setSent }),
    onMutate: () => setSent(0),
    onSuccess: (r) => onUploaded(r.id),
  });
  const label = KYC_DOCUMENT_LABELS[document];
  const isImage = upload.data?.mime.startsWith('image/') ?? true;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <FormLabel htmlFor={id} sx={{ display: 'block', color: 'text.primary', fontWeight: 600 }}>
        {label}
      </FormLabel>
      <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {HINTS[document]} JPEG, PNG, WebP or PDF, up to 8 MB.
      </Typography>
      <FileInput
        id={id}
        accept={KYC_FILE_TYPES}
        describedBy={`${id}-hint`}
        disabled={upload.isPending}
        onFile={(file) => upload.mutate(file)}
      />
      {upload.isPending ? <UploadProgress sent={sent} /> : null}
      {upload.isError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(upload.error)}
        </Typography>
      ) : null}
      {fileId && !upload.isPending ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <CheckCircleOutline color="success" fontSize="small" />
          <Typography variant="body2">Uploaded</Typography>
          {isImage ? (
            <Box
              component="img"
              src={ownDocumentUrl(fileId)}
              alt={`${label}, uploaded`}
              sx={{ height: 48, maxWidth: 96, objectFit: 'cover', borderRadius: 0.5 }}
            />
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
