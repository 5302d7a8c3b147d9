import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

/** The id of each shell's <main>: the skip link's target. */
export const MAIN_ID = 'main-content';

/** Props for a shell's <main>: the skip link's target, focusable for it only. */
export const skipTarget = { id: MAIN_ID, tabIndex: -1 } as const;
/** For the <main>'s sx: no ring around a whole page; the next Tab shows where focus is. */
export const skipTargetSx = { '&:focus-visible': { outline: 'none' } } as const;

/**
 * The first tab stop of a shell: "Skip to content" past the top bar and the drawer's dozen
 * entries (WCAG 2.4.1), out of sight until focused. Focuses <main> itself, so the next Tab
 * goes to the page's first control, and leaves the address as it is.
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 4,
        '&:not(:focus)': { transform: 'translateY(-200%)' },
      })}
    >
      Skip to content
    </Box>
  );
}
