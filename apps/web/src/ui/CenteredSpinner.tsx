import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** An inline spinner for a section whose data is loading. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
