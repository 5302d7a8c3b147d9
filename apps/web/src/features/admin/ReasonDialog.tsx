import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateMemberFlagRequest, ZUpdateMemberFlagRequest } from '@member-area/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField';

interface Props {
  /** The flag being turned on; the form is the shared flag request itself, so its reason rule applies. */
  flag: 'userBlock' | 'banned';
  open: boolean;
  title: string;
  description: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (request: UpdateMemberFlagRequest) => void;
}

/** Asks why a member is being blocked or banned; the reason goes into the audit log. */
export function ReasonDialog({ flag, open, title, description, pending, onCancel, onConfirm }: Props) {
  const form = useForm({
    resolver: zodResolver(ZUpdateMemberFlagRequest),
    defaultValues: { flag, value: true, reason: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ flag, value: true, reason: '' });
  }, [open, flag, reset]);

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="reason-dialog-title">
      <form noValidate onSubmit={form.handleSubmit(onConfirm)}>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{description}</DialogContentText>
          <FormTextField control={form.control} name="reason" label="Reason" required multiline minRows={2} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending}>
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
