import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { usePageLoading } from '../../ui/page-loads';

/** Shown only when a page takes longer than this to arrive, so quick moves do not flicker. */
const DELAY_MS = 120;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the top while the next page's code loads (the old page stays meanwhile).
 * Drawn by hand rather than with LinearProgress, which would add to every first download.
 */
export function NavigationProgress() {
  const loading = usePageLoading();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: theme.zIndex.tooltip + 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
        },
      })}
    />
  );
}
