import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

// The chart library loads only when a page draws this card (never with /login or the shell).
const Chart = lazy(() => import('./ProfitChart').then((m) => ({ default: m.ProfitChart })));

export function ProfitChartCard() {
  return (
    <Suspense
      fallback={
        <Card sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={240} />
        </Card>
      }
    >
      <Chart />
    </Suspense>
  );
}
