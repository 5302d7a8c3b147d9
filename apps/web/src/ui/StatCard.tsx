import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One dashboard tile: a caption, a value (a skeleton while loading), an optional note. */
export function StatCard({
  title,
  value,
  note,
  icon,
}: {
  title: string;
  value: ReactNode | null;
  note?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography
          component="h2"
          variant="subtitle2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          {icon}
          {title}
        </Typography>
        <Typography
          component="div"
          sx={{ fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {value ?? <Skeleton width="60%" />}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
