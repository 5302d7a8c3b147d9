import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The spec's loading spinner overlay: covers the page while a page's code first arrives (the
 * Suspense fallback). Moves between pages keep the old page and show the top bar instead.
 * Drawn with CSS rather than Backdrop and CircularProgress, which would weigh on /login.
 */
export function SpinnerOverlay() {
  return (
    <Box
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.drawer + 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
      })}
    >
      <Box
        role="progressbar"
        aria-label="Loading page"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </Box>
  );
}
