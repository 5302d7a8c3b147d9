/**
 * Hides an element visually while screen readers still read it. Sizes are strings: in MUI's
 * `sx` a bare 1 means 100%, which made a hidden label as wide as the page and /security
 * scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
