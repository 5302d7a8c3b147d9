import Box from '@mui/material/Box';

/** A small line of the prices seen, green when the last is above the first. */
export function Sparkline({ points, label }: { points: readonly number[]; label: string }) {
  const width = 96;
  const height = 28;
  if (points.length < 2) return <Box component="span" sx={{ display: 'inline-block', width, height }} aria-hidden />;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const d = points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${((i / (points.length - 1)) * width).toFixed(1)},${(height - 2 - ((p - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  const up = (points[points.length - 1] ?? 0) >= (points[0] ?? 0);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ width, height, display: 'block' }}
    >
      <Box
        component="path"
        d={d}
        sx={{ fill: 'none', strokeWidth: 1.5, stroke: (t) => (t.vars ?? t).palette[up ? 'success' : 'error'].main }}
      />
    </Box>
  );
}
