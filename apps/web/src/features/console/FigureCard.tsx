import { type ConsoleFigure, type ConsoleRange, consoleApi, formatUsd } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { DAY_CHART_MARGIN, dayAxis } from '../../ui/day-axis';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { consoleKeys } from './keys';

/** What a figure's chart draws: the count (members, page views) or the USD amount. */
export interface FigureSpec {
  figure: ConsoleFigure;
  title: string;
  measure: 'count' | 'amount';
  /** The total under the title, e.g. "12 deposits · 1,250.00 USD"; `amount` comes as formatUsd says it. */
  total: (count: number, amount: string) => string;
  /** What the figure counts, under the total, where the title alone could be read two ways. */
  caption?: string;
}

const CHART_HEIGHT = 200;
/** Axis ticks short ("1.2K"); the tooltip gives the exact figure. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** One figure's days over the range (one request per figure, shared by whoever asks). */
export const useFigure = (figure: ConsoleFigure, days: ConsoleRange) =>
  useQuery({
    queryKey: consoleKeys.figure(figure, days),
    queryFn: ({ signal }) => call(consoleApi.figure, { params: { figure }, query: { days }, signal }),
  });

/** One figure per day; its own query, so a slow figure holds back no other chart. */
export function FigureCard({ spec, days }: { spec: FigureSpec; days: ConsoleRange }) {
  const figure = useFigure(spec.figure, days);
  const points = figure.data?.points ?? [];
  return (
    <Card sx={{ height: '100%' }} data-figure={spec.figure}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {spec.title}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', mb: 1 }}>
          {figure.data ? (
            spec.total(figure.data.total.count, formatUsd(figure.data.total.amount))
          ) : (
            <Skeleton width="50%" />
          )}
        </Typography>
        {figure.data && figure.data.through > figure.data.today ? (
          // Profit an operator paid ahead: counted on its own day, as the ledger and the member's chart do.
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
            {points.length} days to {figure.data.through}: today is {figure.data.today}, the days after it were already
            paid ahead.
          </Typography>
        ) : null}
        {spec.caption ? (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
            {spec.caption}
          </Typography>
        ) : null}
        <ErrorAlert error={figure.error} />
        {figure.isPending ? <Skeleton variant="rounded" height={CHART_HEIGHT} /> : null}
        {figure.data ? (
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[dayAxis(points.map((p) => p.day))]}
            yAxis={[{ width: 'auto', valueFormatter: (v: number) => compact.format(v) }]}
            series={[
              {
                // Display only: the amounts stay decimal strings everywhere else.
                data: points.map((p) => (spec.measure === 'count' ? p.count : Number(p.amount))),
                label: spec.title,
                valueFormatter: (v) => (spec.measure === 'count' ? String(v ?? 0) : formatUsd((v ?? 0).toFixed(2))),
              },
            ]}
            hideLegend
            margin={DAY_CHART_MARGIN}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
