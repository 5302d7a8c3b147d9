import { PROOF_MAX_BYTES, PROOF_TYPES } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FileInput } from '../../ui/FileInput';
import { TextInput } from '../../ui/TextInput';
import { UploadProgress } from '../../ui/UploadProgress';

const PROOF_MAX_MB = PROOF_MAX_BYTES / (1024 * 1024);

export type Proof = { kind: 'file'; file: File; onProgress: (sent: number) => void } | { kind: 'hash'; txHash: string };

/**
 * "Upload proof": a picture or PDF of the transfer, or (crypto methods only) the transaction hash.
 * `onSubmit` sends it; the upload's progress and the answer's error show here.
 */
export function ProofUploader({
  onSubmit,
  crypto,
}: {
  onSubmit: (proof: Proof) => Promise<unknown>;
  /** A crypto payment also has a transaction hash to send; a bank transfer does not. */
  crypto: boolean;
}) {
  const id = useId();
  const [hash, setHash] = useState('');
  const [sent, setSent] = useState(0);
  const mutation = useMutation({ mutationFn: onSubmit });
  const submitHash = (e: FormEvent) => {
    e.preventDefault();
    const txHash = hash.trim();
    // Enter in the field submits too: once per hash until the answer.
    if (txHash && !mutation.isPending) mutation.mutate({ kind: 'hash', txHash }, { onSuccess: () => setHash('') });
  };
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Upload proof
      </Typography>
      <Stack spacing={2}>
        <Box>
          <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.75, color: 'text.primary', fontWeight: 600 }}>
            Receipt (image or PDF)
          </FormLabel>
          <FileInput
            id={id}
            accept={PROOF_TYPES}
            describedBy={`${id}-hint`}
            disabled={mutation.isPending}
            onFile={(file) => {
              setSent(0);
              mutation.mutate({ kind: 'file', file, onProgress: setSent });
            }}
          />
          <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            PNG, JPEG, WebP or PDF, up to {PROOF_MAX_MB} MB. Only you and our operators can see it.
          </Typography>
        </Box>
        {crypto ? (
          <Box
            component="form"
            noValidate
            onSubmit={submitHash}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextInput
              name="txHash"
              label="Transaction hash"
              value={hash}
              onChange={setHash}
              autoComplete="off"
              sx={{ mt: 0, flex: 1 }}
            />
            <Button
              type="submit"
              variant="outlined"
              sx={{ mt: 1, flexShrink: 0 }}
              disabled={!hash.trim() || mutation.isPending}
            >
              Send hash
            </Button>
          </Box>
        ) : null}
        {mutation.isPending && mutation.variables.kind === 'file' ? <UploadProgress sent={sent} /> : null}
        {mutation.isPending && mutation.variables.kind === 'hash' ? (
          <Typography color="text.secondary">Sending…</Typography>
        ) : null}
        {mutation.isSuccess ? <Alert severity="success">Proof received. An operator will check it.</Alert> : null}
        <ErrorAlert error={mutation.error} />
      </Stack>
    </Box>
  );
}
