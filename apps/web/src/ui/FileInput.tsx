import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';

/**
 * A native file input whose button looks like the app's outlined buttons; the chosen file goes to
 * `onFile`. Only the button shows: the browser's own "No file chosen" would contradict the page,
 * which says what was uploaded (the input is cleared after each choice).
 */
export function FileInput(props: {
  id: string;
  accept: readonly string[];
  describedBy?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Box
      component="input"
      id={props.id}
      type="file"
      accept={props.accept.join(',')}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        const file = e.target.files?.[0];
        if (file) props.onFile(file);
        e.target.value = '';
      }}
      sx={(theme) => ({
        maxWidth: '100%',
        color: 'transparent',
        // The browser's text takes no room: the input is as wide as its button.
        fontSize: 0,
        '&::file-selector-button': {
          mr: 0,
          px: 2,
          py: 0.75,
          border: `1px solid ${(theme.vars ?? theme).palette.primary.main}`,
          borderRadius: `${theme.shape.borderRadius}px`,
          bgcolor: 'transparent',
          color: 'primary.main',
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          fontWeight: 600,
          cursor: 'pointer',
        },
      })}
    />
  );
}
