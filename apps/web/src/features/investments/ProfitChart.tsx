import { addInvestmentPath, formatUsd } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DAY_CHART_MARGIN, dayAxis } from '../../ui/day-axis';
import { RouterLink } from '../../ui/RouterLink';
import { useInvestmentSummary } from './useInvestments';

/**
 * 30 days of profit up to today (MUI X Charts: this file is loaded only by the pages that draw
 * it). When an operator already paid a later day, the window ends on that day instead, and the
 * title and a note say so: profit paid ahead is shown on its own day, never hidden.
 */
export function ProfitChart() {
  const summary = useInvestmentSummary();
  const daily = summary.data?.daily ?? [];
  const any = daily.some((d) => d.amount !== '0.00');
  const ahead = summary.data && summary.data.through > summary.data.today ? summary.data : undefined;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {ahead ? `Daily profit, 30 days to ${ahead.through} (USD)` : 'Daily profit, last 30 days (USD)'}
        </Typography>
        {ahead && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Today is {ahead.today}; profit for the days after it was already paid ahead and is shown on its own day.
          </Typography>
        )}
        {summary.data && !any ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No profit yet. <RouterLink to={addInvestmentPath()}>Invest in a package</RouterLink> and it starts the next
            day.
          </Typography>
        ) : (
          <BarChart
            height={220}
            xAxis={[dayAxis(daily.map((d) => d.day))]}
            series={[
              {
                data: daily.map((d) => Number(d.amount)),
                label: 'Profit',
                valueFormatter: (v) => formatUsd((v ?? 0).toFixed(2)),
              },
            ]}
            hideLegend
            margin={DAY_CHART_MARGIN}
          />
        )}
      </CardContent>
    </Card>
  );
}
