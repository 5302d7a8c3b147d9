import { adminMemberPath } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api';
import { stopImpersonating } from '../../features/auth';

/** Shown on every page while an operator is signed in as this member; Stop gives the operator's session back. */
export function ImpersonationBanner({ memberId }: { memberId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stop = useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async () => {
      queryClient.clear();
      await navigate(adminMemberPath(memberId), { replace: true });
    },
  });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" loading={stop.isPending} onClick={() => stop.mutate()}>
          Stop
        </Button>
      }
    >
      {stop.isError
        ? errorMessage(stop.error)
        : 'An operator is signed in as this member. Everything done here is recorded in the audit log.'}
    </Alert>
  );
}
