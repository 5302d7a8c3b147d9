import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A card's heading on /security, with an optional action on its right. */
export function SectionTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}
    >
      <Typography variant="h6" component="h2">
        {children}
      </Typography>
      {action}
    </Stack>
  );
}

/** On a phone the tables scroll sideways rather than wrapping each cell into a tall row. */
export const NO_WRAP = { '& td, & th': { whiteSpace: 'nowrap' } } as const;
