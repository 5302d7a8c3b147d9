import { type StepUpRequest, ZStepUpRequest, ZStepUpStatus } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { apiFetch } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { FormTextField } from '../../ui/FormTextField';

const proveStepUp = (body: StepUpRequest) =>
  apiFetch('/api/account/step-up', { method: 'POST', body, schema: ZStepUpStatus });

interface Props {
  open: boolean;
  onProved: () => void;
  onCancel: () => void;
}

/** Asks for the password again before a sensitive action (money out, bank data, security). */
export function StepUpDialog({ open, onProved, onCancel }: Props) {
  const { control, form, formError, mutation, onSubmit } = useApiForm({
    schema: ZStepUpRequest,
    defaultValues: { password: '' },
    submit: proveStepUp,
    onSuccess: () => onProved(),
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ password: '' });
  }, [open, reset]);

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="step-up-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="step-up-title">Confirm it's you</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For your security, enter your password again to continue.
          </DialogContentText>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
