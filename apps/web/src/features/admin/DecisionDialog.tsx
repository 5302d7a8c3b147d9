import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../ui/FormTextField';

interface Props<T extends FieldValues> {
  open: boolean;
  title: string;
  description: string;
  /** The request schema from the contract (a reason, a payout reference). */
  schema: z.ZodType<T, T>;
  field: Path<T>;
  label: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: T) => void;
}

/** Asks for the one thing a decision needs: the reason of a rejection, the reference of a payout. */
export function DecisionDialog<T extends FieldValues>(props: Props<T>) {
  const id = useId();
  const { open, schema, field } = props;
  const empty = { [field]: '' } as DefaultValues<T>;
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: empty });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to empty on each opening only
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);
  return (
    <Dialog open={open} onClose={props.onCancel} fullWidth maxWidth="xs" aria-labelledby={id}>
      <form noValidate onSubmit={form.handleSubmit(props.onConfirm)}>
        <DialogTitle id={id}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.description}</DialogContentText>
          <FormTextField
            control={form.control}
            name={field}
            label={props.label}
            required
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={props.danger ? 'error' : 'primary'} loading={props.pending}>
            {props.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
