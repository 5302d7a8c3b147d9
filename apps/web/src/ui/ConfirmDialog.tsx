import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { DetailRow } from './DetailRow';
import { DialogForm } from './DialogForm';

/** One line of what a decision will do: "Amount", "Member", "Destination"… */
export interface ConfirmFact {
  label: string;
  value: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens when confirmed, in a sentence. */
  description: ReactNode;
  /** Restated before anything moves: the amount, the member, the destination. */
  facts?: readonly ConfirmFact[];
  /** A warning to read first (e.g. payout details changed in the last 24 h). */
  warning?: ReactNode;
  /** Why the last attempt was refused: said inside the dialog, which covers the page. */
  error?: ReactNode;
  /** When set, the confirm button waits until exactly this text is typed (e.g. "W-000003"). */
  acknowledge?: string | undefined;
  /** The confirm button's label ("Approve", "Mark paid", "Credit"…). */
  confirm: string;
  danger?: boolean;
  pending: boolean;
  /** Fields the decision needs (a reason, a payout reference), inside the same form. */
  children?: ReactNode;
  onCancel: () => void;
  /** The form's submit: a dialog with fields hands in its form library's submit handler. */
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The one confirmation of the back office: every decision that moves money or changes a
 * member's standing goes through it, and it says what will happen before it happens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const id = useId();
  const { open, acknowledge } = props;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const acknowledged = acknowledge === undefined || typed.trim() === acknowledge;
  return (
    <Dialog open={open} onClose={props.onCancel} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogForm
        onSubmit={(e) => {
          if (!acknowledged) {
            e.preventDefault();
            return;
          }
          props.onConfirm(e);
          // A dialog without fields has no form library to stop the page from submitting.
          if (!e.defaultPrevented) e.preventDefault();
        }}
      >
        <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.description}</DialogContentText>
          {props.facts && props.facts.length > 0 ? (
            <Box
              component="dl"
              aria-label="What will happen"
              sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              {props.facts.map((f) => (
                <DetailRow key={f.label} label={f.label} value={f.value} />
              ))}
            </Box>
          ) : null}
          {props.warning ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {props.warning}
            </Alert>
          ) : null}
          {props.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {props.error}
            </Alert>
          ) : null}
          {acknowledge !== undefined ? (
            <TextField
              fullWidth
              autoFocus
              autoComplete="off"
              label={`Type ${acknowledge} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              sx={{ mb: props.children ? 2 : 0 }}
            />
          ) : null}
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? 'error' : 'primary'}
            loading={props.pending}
            disabled={!acknowledged}
          >
            {props.confirm}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
