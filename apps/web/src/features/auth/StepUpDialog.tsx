import { authApi, type StepUpRequest, ZStepUpRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { call } from '../../api/call';
import { useApiForm } from '../../api/use-api-form';
import { FormTextField } from '../../ui/FormTextField';

const proveStepUp = (body: StepUpRequest) => call(authApi.stepUp, { body });

interface Props {
  open: boolean;
  /** The member has two-factor on: the proof needs a code as well. */
  twoFactor?: boolean;
  onProved: () => void;
  onCancel: () => void;
}

/** Asks for the password again before a sensitive action (money out, bank data, security). */
export function StepUpDialog({ open, twoFactor = false, onProved, onCancel }: Props) {
  const { control, formError, mutation, onSubmit, reset } = useApiForm({
    schema: ZStepUpRequest,
    defaultValues: { password: '', code: '' },
    submit: proveStepUp,
    onSuccess: () => onProved(),
  });
  // A wrong password from a cancelled try is not shown again.
  useEffect(() => {
    if (open) reset({ password: '', code: '' });
  }, [open, reset]);

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="step-up-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="step-up-title">Confirm it's you</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {twoFactor
              ? 'For your security, enter your password and a code from your authenticator app to continue.'
              : 'For your security, enter your password again to continue.'}
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
          {twoFactor ? (
            <FormTextField
              control={control}
              name="code"
              label="Authentication code"
              autoComplete="one-time-code"
              helperText="The 6-digit code from your app, or a backup code."
              required
            />
          ) : null}
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
