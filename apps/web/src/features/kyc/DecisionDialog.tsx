import {
  KYC_DOCUMENT_LABELS,
  type KycDocument,
  type KycResubmissionRequest,
  ZKycRejectRequest,
} from '@member-area/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { ConfirmDialog, type ConfirmFact } from '../../ui/ConfirmDialog';

interface Props {
  kind: 'reject' | 'resubmit' | null;
  /** Whose submission is decided, restated in the dialog. */
  facts: readonly ConfirmFact[];
  documents: readonly KycDocument[];
  pending: boolean;
  /** The server's refusal of the last attempt. */
  error?: string | undefined;
  onCancel: () => void;
  onReject: (reason: string) => void;
  onResubmission: (request: KycResubmissionRequest) => void;
}

/** A confirmation of the decision: "Reject" asks why; "Request resubmission" asks which documents (and an optional note). */
export function DecisionDialog({
  kind,
  facts,
  documents,
  pending,
  error: refusal,
  onCancel,
  onReject,
  onResubmission,
}: Props) {
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<KycDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (kind) {
      setReason('');
      setChosen([]);
      setError(null);
    }
  }, [kind]);

  const submit = () => {
    if (kind === 'reject') {
      const parsed = ZKycRejectRequest.safeParse({ reason });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Say why');
      return onReject(parsed.data.reason);
    }
    if (chosen.length === 0) return setError('Name at least one document');
    return onResubmission({ documents: chosen, ...(reason.trim() && { reason: reason.trim() }) });
  };

  return (
    <ConfirmDialog
      open={kind !== null}
      title={kind === 'reject' ? 'Reject' : 'Request resubmission'}
      description={
        kind === 'reject'
          ? 'The member sees this reason and may submit again.'
          : 'The member uploads only the documents you name.'
      }
      facts={facts}
      confirm={kind === 'reject' ? 'Reject' : 'Request resubmission'}
      danger={kind === 'reject'}
      pending={pending}
      error={refusal}
      onCancel={onCancel}
      onConfirm={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {kind === 'resubmit' ? (
        <FormGroup aria-label="Documents to upload again">
          {documents.map((doc) => (
            <FormControlLabel
              key={doc}
              label={KYC_DOCUMENT_LABELS[doc]}
              control={
                <Checkbox
                  checked={chosen.includes(doc)}
                  onChange={(e) =>
                    setChosen((old) => (e.target.checked ? [...old, doc] : old.filter((d) => d !== doc)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : null}
      <TextField
        label={kind === 'reject' ? 'Reason' : 'Note for the member (optional)'}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required={kind === 'reject'}
        multiline
        minRows={2}
        fullWidth
        margin="normal"
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </ConfirmDialog>
  );
}
