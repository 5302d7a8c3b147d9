import { addInvestmentPath } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { RouterLink } from '../../ui/RouterLink';
import { useInvestmentSummary } from './useInvestments';

/** The last 30 days of profit (MUI X Charts: this file is loaded only by the pages that draw it). */
export function ProfitChart() {
  const summary = useInvestmentSummary();
  const daily = summary.data?.daily ?? [];
  const any = daily.some((d) => d.amount !== '0.00');
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          Daily profit, last 30 days (USD)
        </Typography>
        {summary.data && !any ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No profit yet. <RouterLink to={addInvestmentPath()}>Invest in a package</RouterLink> and it starts the next
            day.
          </Typography>
        ) : (
          <BarChart
            height={220}
            xAxis={[
              { scaleType: 'band', data: daily.map((d) => d.day.slice(5)), tickLabelInterval: (_, i) => i % 5 === 4 },
            ]}
            series={[
              {
                data: daily.map((d) => Number(d.amount)),
                label: 'Profit',
                valueFormatter: (v) => `${(v ?? 0).toFixed(2)} USD`,
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
