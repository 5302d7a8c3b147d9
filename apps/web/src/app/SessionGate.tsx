import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { useSession } from '../features/auth';

/** Spec 2: while the session is being resolved, nothing renders. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return null;
  if (session.isError && !session.data) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void session.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(session.error)}
        </Alert>
      </Box>
    );
  }
  return children;
}
