import Grid from '@mui/material/Grid';
import { PageTitle } from '../../ui/PageTitle';
import { ProfitChartCard } from '../investments';
import { useProfile } from '../profile';
import { DASHBOARD_CARDS } from './cards';
import { NextSteps } from './NextSteps';

export function DashboardPage() {
  const profile = useProfile();
  return (
    <>
      <PageTitle subtitle={profile.data ? `Good to see you, ${profile.data.firstName}.` : ' '}>Dashboard</PageTitle>
      <NextSteps />
      <Grid container spacing={2}>
        {DASHBOARD_CARDS.map(({ id, Card }) => (
          <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card />
          </Grid>
        ))}
        <Grid size={12}>
          <ProfitChartCard />
        </Grid>
      </Grid>
    </>
  );
}
