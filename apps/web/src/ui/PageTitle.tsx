import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's one h1. */
export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 0.5 : 3 }}>
        {children}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
