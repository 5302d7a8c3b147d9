import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term and its value in a `<dl>` of details (back office member and KYC review pages). */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
