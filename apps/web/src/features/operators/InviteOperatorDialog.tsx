import { type InviteOperatorRequest, OPERATOR_ROLE_NAMES, ZInviteOperatorRequest } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useApiForm } from '../../api/use-api-form';
import { DialogForm } from '../../ui/DialogForm';
import { FormSelectField, FormTextField } from '../../ui/FormTextField';
import { inviteOperator, OPERATORS_KEY } from './api';
import { ROLE_LABEL } from './roles';

const EMPTY: InviteOperatorRequest = { email: '', name: '', role: 'support' };

/** "Invite operator": the account is made now and the invitee chooses a password from the mail. */
export function InviteOperatorDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { form, formError, mutation, onSubmit, reset } = useApiForm({
    schema: ZInviteOperatorRequest,
    defaultValues: EMPTY,
    submit: inviteOperator,
    onSuccess: async (invited, _values, f) => {
      f.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
      onInvited(invited.email);
    },
  });
  // Each opening starts afresh: nothing typed or refused in a cancelled one.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>Invite operator</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They get a link by e-mail to choose a password, and must turn on two-factor before the back office opens.
          </DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            <FormTextField control={form.control} name="email" label="E-mail" type="email" required autoFocus />
            <FormTextField control={form.control} name="name" label="Name" required />
            <FormSelectField
              control={form.control}
              name="role"
              label="Role"
              options={OPERATOR_ROLE_NAMES}
              optionLabel={(r) => ROLE_LABEL[r as keyof typeof ROLE_LABEL]}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
