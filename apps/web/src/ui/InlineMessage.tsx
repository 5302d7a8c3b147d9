import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A one-line message above a form (what went wrong, or why the person is here). The sign-in
 * page uses it instead of Alert, which with its icons would add to the first download.
 */
export function InlineMessage({ severity, children }: { severity: 'error' | 'info'; children: ReactNode }) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        mb: 2,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        border: 1,
        borderLeft: 4,
        borderColor: 'divider',
        borderLeftColor: `${severity}.main`,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontSize: '0.875rem',
      }}
    >
      {children}
    </Box>
  );
}
