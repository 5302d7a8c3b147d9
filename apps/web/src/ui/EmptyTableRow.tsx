import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** The one row a table shows when it has nothing to list. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Box sx={{ py: 2, color: 'text.secondary' }}>{children}</Box>
      </TableCell>
    </TableRow>
  );
}
