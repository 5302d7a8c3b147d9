import { ROUTES, TEXT } from '@member-area/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut, useClearSession } from '../../features/auth';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const mutation = useMutation({
    mutationFn: signOut,
    // Signed out either way: a failed request (say, an expired session) must not keep the member in.
    onSettled: async () => {
      clearSession();
      await navigate(ROUTES.login, { replace: true });
    },
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{TEXT.logoutTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{TEXT.logoutQuestion}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {TEXT.logoutCancel}
        </Button>
        <Button onClick={() => mutation.mutate()} variant="contained" loading={mutation.isPending} autoFocus>
          {TEXT.logoutConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
