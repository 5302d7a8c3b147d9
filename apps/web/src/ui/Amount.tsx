import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Money and other figures: tabular digits so columns line up and live updates do not jitter. */
export function Amount({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
