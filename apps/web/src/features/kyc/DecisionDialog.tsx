import {
  KYC_DOCUMENT_LABELS,
  type KycDocument,
  type KycResubmissionRequest,
  ZKycRejectRequest,
} from '@member-area/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

interface Props {
  kind: 'reject' | 'resubmit' | null;
  documents: readonly KycDocument[];
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
  onResubmission: (request: KycResubmissionRequest) => void;
}

/** "Reject" asks why; "Request resubmission" asks which documents (and an optional note). */
export function DecisionDialog({ kind, documents, pending, onCancel, onReject, onResubmission }: Props) {
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
    <Dialog open={kind !== null} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="decision-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="decision-title">{kind === 'reject' ? 'Reject' : 'Request resubmission'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {kind === 'reject'
              ? 'The member sees this reason and may submit again.'
              : 'The member uploads only the documents you name.'}
          </DialogContentText>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={kind === 'reject' ? 'error' : 'warning'} loading={pending}>
            {kind === 'reject' ? 'Reject' : 'Request resubmission'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
