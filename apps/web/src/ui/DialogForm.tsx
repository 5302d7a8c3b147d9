import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

// A dialog's frame is a flex column that scrolls as a whole once its child is one block; a form
// around title, content and actions is such a block, and Save then sat below a laptop's fold.
// As a flex column that may shrink, the form lets DialogContent scroll between a title and
// actions that stay in sight.
const sx = { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '0 1 auto' } as const;

/** The form inside a `Dialog`, around its DialogTitle, DialogContent and DialogActions. */
export function DialogForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={sx}>
      {children}
    </Box>
  );
}
