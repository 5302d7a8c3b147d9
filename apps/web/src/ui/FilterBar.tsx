import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';

const rowSx = { display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' } as const;
// Two fields a line on a phone (From and To side by side), not five lines of one; a search box
// keeps a line of its own, wide enough for its hint.
const foldedFieldsSx = {
  ...rowSx,
  pt: 2,
  '& > .MuiFormControl-root': { flex: '1 1 140px', minWidth: 0 },
  '& > .MuiFormControl-root:has(input[type="search"])': { flexBasis: '100%' },
} as const;

/**
 * A list's filters: one row on a wider screen; on a phone folded behind "Filters (n)", n saying
 * how many narrow the list, so the rows come first. `actions` (Export CSV) stay in sight beside it.
 */
export function FilterBar({ active, actions, children }: { active: number; actions?: ReactNode; children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) {
    return (
      <Box sx={{ ...rowSx, mb: 2 }}>
        {children}
        {actions ? <Box sx={{ ml: 'auto' }}>{actions}</Box> : null}
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={rowSx}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FilterListOutlined />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
        {actions ? <Box sx={{ ml: 'auto' }}>{actions}</Box> : null}
      </Box>
      <Collapse in={open} id={id} role="group" aria-label="Filters">
        <Box sx={foldedFieldsSx}>{children}</Box>
      </Collapse>
    </Box>
  );
}

/** How many of a list's filters hold a value other than their default. */
export function countSet(values: Record<string, string | undefined>, defaults: Record<string, string> = {}): number {
  return Object.entries(values).filter(([key, value]) => (value ?? '') !== (defaults[key] ?? '')).length;
}
