import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';

/**
 * A native file input whose button looks like the app's outlined buttons. `onFile` gets the
 * chosen file; the input is emptied after, so choosing the same file again sends it again.
 */
export function FileInput(props: {
  id: string;
  accept: string;
  describedBy: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Box
      component="input"
      id={props.id}
      type="file"
      accept={props.accept}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const file = e.target.files?.[0];
        if (file) props.onFile(file);
        e.target.value = '';
      }}
      sx={(theme) => ({
        maxWidth: '100%',
        color: 'text.secondary',
        font: 'inherit',
        '&::file-selector-button': {
          mr: 1.5,
          px: 2,
          py: 0.75,
          border: `1px solid ${(theme.vars ?? theme).palette.primary.main}`,
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: 'transparent',
          color: 'primary.main',
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
        },
      })}
    />
  );
}
