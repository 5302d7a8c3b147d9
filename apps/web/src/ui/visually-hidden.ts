/**
 * Hides an element visually while screen readers still read it. Sizes are strings: in MUI's `sx`
 * a number up to 1 is a fraction (width: 1 is 100%), which made hidden text as wide as its
 * container and pushed phone pages wider than the screen.
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
