import { CONSOLE_RANGES, type ConsoleRange } from '@member-area/shared';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';
import { useListParams } from '../../ui/useSearchParam';
import { FigureCard, type FigureSpec, useFigure } from './FigureCard';
import { FunnelCard } from './FunnelCard';
import { QueueCards } from './QueueCards';

const n = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const FIGURES: readonly FigureSpec[] = [
  { figure: 'members', title: 'New members', measure: 'count', total: (c) => n(c, 'member', 'members') },
  {
    // Counted by the day decided: approved deposits only (a pending one waits in the cards above).
    figure: 'deposits',
    title: 'Deposits approved',
    measure: 'amount',
    total: (c, a) => `${n(c, 'deposit', 'deposits')} · ${a}`,
  },
  {
    // Counted by the day paid: paid withdrawals only (an approved one still waits above).
    figure: 'withdrawals',
    title: 'Withdrawals paid',
    measure: 'amount',
    total: (c, a) => `${n(c, 'withdrawal', 'withdrawals')} · ${a}`,
  },
  {
    figure: 'invested',
    title: 'Money invested',
    measure: 'amount',
    total: (c, a) => `${a} in ${n(c, 'investment', 'investments')}`,
  },
  { figure: 'profit', title: 'Profit paid', measure: 'amount', total: (_, a) => a },
  {
    figure: 'trading',
    title: 'Trading volume',
    measure: 'amount',
    total: (c, a) => `${a} in ${n(c, 'position', 'positions')}`,
  },
  {
    figure: 'platformPl',
    title: 'Platform P/L',
    measure: 'amount',
    total: (_, a) => a,
    // Not the figure of /admin/trading (closed positions only, fees apart): say which this is.
    caption: "Fees of the positions opened each day, less the members' P/L of those closed that day",
  },
  { figure: 'pageViews', title: 'Page views', measure: 'count', total: (c) => n(c, 'view', 'views') },
];

const isRange = (v: string): v is ConsoleRange => (CONSOLE_RANGES as readonly string[]).includes(v);

/** "Per day (UTC)": the time zone whose days the figures are (the brand's day, PROFIT_TIME_ZONE). */
function DaysHeading({ days }: { days: ConsoleRange }) {
  const zone = useFigure((FIGURES[0] as FigureSpec).figure, days).data?.timeZone;
  return (
    <Typography component="h2" variant="h6">
      {zone ? `Per day (${zone})` : 'Per day'}
    </Typography>
  );
}

/** /admin: what waits now, the business per day over 7, 30 or 90 days, and the sign-up funnel. */
export function ConsoleDashboardPage() {
  const { values, set } = useListParams(['days'] as const);
  const days: ConsoleRange = isRange(values.days) ? values.days : '30';
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <QueueCards />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <DaysHeading days={days} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          aria-label="Range"
          onChange={(_, value: ConsoleRange | null) => value && set({ days: value === '30' ? '' : value })}
        >
          {CONSOLE_RANGES.map((range) => (
            <ToggleButton key={range} value={range}>
              {range} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={2}>
        {FIGURES.map((spec) => (
          <Grid key={spec.figure} size={{ xs: 12, md: 6, xl: 4 }}>
            <FigureCard spec={spec} days={days} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <FunnelCard days={days} />
        </Grid>
      </Grid>
    </>
  );
}
