import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyButton } from '../../ui/CopyButton';

export interface Detail {
  label: string;
  value: ReactNode;
  /** When given, a copy button copies this text. */
  copy?: string;
}

/** Label / value rows (an invoice, bank details); a row with `copy` gets a copy button. */
export function DetailList({ rows }: { rows: readonly Detail[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            gap: { xs: 0.25, sm: 2 },
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            <Box component="span" sx={{ minWidth: 0 }}>
              {row.value}
            </Box>
            {row.copy ? <CopyButton value={row.copy} label={`Copy ${row.label.toLowerCase()}`} /> : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
