import { type ConsoleRange, consoleApi } from '@member-area/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { consoleKeys } from './keys';

/** The sign-up funnel of the range's members, step by step, and where they came from. */
export function FunnelCard({ days }: { days: ConsoleRange }) {
  const funnel = useQuery({
    queryKey: consoleKeys.funnel(days),
    queryFn: ({ signal }) => call(consoleApi.funnel, { query: { days }, signal }),
  });
  const top = funnel.data?.steps[0]?.members ?? 0;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
          Sign-up funnel (members who registered in the range)
        </Typography>
        <ErrorAlert error={funnel.error} />
        {funnel.isPending ? <Skeleton variant="rounded" height={180} /> : null}
        {funnel.data ? (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {funnel.data.steps.map((step) => (
              <Box component="li" key={step.event} data-step={step.event}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography>{step.label}</Typography>
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    <strong>{step.members}</strong>
                    {step.conversion === null ? null : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {' '}
                        · {step.conversion}% of the step before
                      </Box>
                    )}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={top ? (step.members / top) * 100 : 0}
                  aria-label={`${step.label}: ${step.members}`}
                  sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                />
              </Box>
            ))}
          </Stack>
        ) : null}
        {funnel.data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Each step counts the members who also reached every step above it.
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Sources of sign-ups: referral link <strong>{funnel.data.sources.referral}</strong> · direct{' '}
              <strong>{funnel.data.sources.direct}</strong>
            </Typography>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
