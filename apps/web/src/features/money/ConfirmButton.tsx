import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../ui/ErrorAlert';

/**
 * A button that asks first ("Cancel invoice" → "Cancel this invoice?" → Cancel invoice / Keep it)
 * and then runs `action`; its error shows on a line of its own (in a wrapping row, too).
 */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  keep: string;
  action: { isPending: boolean; error: unknown; mutate: () => void };
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} loading={props.action.isPending}>
        {props.label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={id} maxWidth="xs" fullWidth>
        <DialogTitle id={id}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setOpen(false)}>
            {props.keep}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              props.action.mutate();
            }}
          >
            {props.confirm}
          </Button>
        </DialogActions>
      </Dialog>
      <ErrorAlert error={props.action.error} sx={{ flexBasis: '100%', mt: 1 }} />
    </>
  );
}
