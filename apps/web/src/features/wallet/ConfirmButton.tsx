import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

/** A button that asks first ("Cancel invoice" → "Cancel this invoice?" → Cancel invoice / Keep it). */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} loading={props.pending}>
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
              props.onConfirm();
            }}
          >
            {props.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
