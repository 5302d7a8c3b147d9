import { investmentsApi } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useMemberQuery } from '../auth';
import { investmentKeys } from './keys';

/** The member's opt-in for one mail a day summing up the profit paid that day (off by default). */
export function SummaryMailSwitch() {
  const queryClient = useQueryClient();
  const setting = useMemberQuery({ queryKey: investmentKeys.summaryMail, route: investmentsApi.summaryMail });
  const change = useMutation({
    mutationFn: (dailySummaryMail: boolean) => call(investmentsApi.setSummaryMail, { body: { dailySummaryMail } }),
    onSuccess: (next) => queryClient.setQueryData(investmentKeys.summaryMail, next),
  });
  const on = change.isPending ? change.variables : (setting.data?.dailySummaryMail ?? false);
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!setting.data || change.isPending}
              onChange={(e) => change.mutate(e.target.checked)}
            />
          }
          label="Daily profit summary by e-mail"
        />
        <Typography variant="body2" color="text.secondary">
          One mail on each day your investments pay profit, with what they paid. Off unless you turn it on.
        </Typography>
        <ErrorAlert error={change.error} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
