import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Covers the page while a lazily loaded page arrives (the Suspense fallback). */
export function SpinnerOverlay() {
  return (
    <Backdrop open sx={(theme) => ({ zIndex: theme.zIndex.drawer + 2, color: theme.palette.primary.main })}>
      <CircularProgress color="inherit" aria-label="Loading page" />
    </Backdrop>
  );
}
