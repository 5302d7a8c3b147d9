import {
  KYC_STATUS_LABELS,
  kycApi,
  MONEY_ROUTES,
  ROUTES,
  securityApi,
  type WalletHistoryRow,
} from '@member-area/shared';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../ui/format';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useMemberQuery } from '../auth';
// By path, as the withdrawal pages do: the features' index files load with the live channel.
import { kycKeys } from '../kyc';
import { getWalletHistory, moneyKeys, signedAmountColumn, useBankData, useWalletSummary } from '../money';
import { securityKeys } from '../security';

const LATEST = 5;

/** The member's state as the dashboard reads it: KYC, two-factor, payout details, first money. */
function useMemberSetup() {
  const kyc = useMemberQuery({ queryKey: kycKeys.status, route: kycApi.status });
  const twoFactor = useMemberQuery({
    queryKey: securityKeys.twoFactor,
    route: securityApi.twoFactor,
  });
  const bank = useBankData();
  const wallet = useWalletSummary();
  const latest = useQuery({
    queryKey: moneyKeys.history({ page: 1, pageSize: LATEST }),
    queryFn: ({ signal }) => getWalletHistory({ page: 1, pageSize: LATEST }, signal),
  });
  return { kyc, twoFactor, bank, wallet, latest };
}

interface Step {
  label: string;
  to: string;
  done: boolean;
  /**
   * Done on the member's side and waiting on someone else's (documents in review, an invoice
   * not approved yet): ticked, not a task, with what it waits for in the KYC or wallet's words.
   */
  waiting?: string | undefined;
}

/**
 * What a member does next (verify KYC, add payout details, turn on two-factor, make a first
 * deposit) until each is done, with the KYC and two-factor states; then the latest movements.
 */
export function NextSteps() {
  const { kyc, twoFactor, bank, wallet, latest } = useMemberSetup();
  if (!kyc.data || !twoFactor.data || !bank.data || !wallet.data || !latest.data) return null;
  const kycApproved = kyc.data.status === 'approved';
  const kycPending = kyc.data.status === 'pending';
  const moved = latest.data.total > 0;
  const invoiced = !moved && wallet.data.pendingDeposits.count > 0;
  const steps: Step[] = [
    {
      label: 'Verify your identity (KYC)',
      to: ROUTES.kyc,
      done: kycApproved || kycPending,
      waiting: kycPending ? KYC_STATUS_LABELS.pending : undefined,
    },
    { label: 'Add your payout details', to: MONEY_ROUTES.dataBank, done: bank.data.destinations.length > 0 },
    { label: 'Turn on two-factor authentication', to: ROUTES.security, done: twoFactor.data.enabled },
    {
      label: 'Make your first deposit',
      to: MONEY_ROUTES.addBalance,
      done: moved || invoiced,
      waiting: invoiced ? 'Waiting for payment or approval' : undefined,
    },
  ];
  const open = steps.filter((s) => !s.done).length;
  const waiting = steps.filter((s) => s.waiting).length;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Card component="section" aria-labelledby="next-steps-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
          >
            <Typography id="next-steps-title" variant="h6" component="h2">
              {open > 0 ? 'Next steps' : waiting > 0 ? 'Almost set up' : 'Your account is set up'}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                size="small"
                variant="outlined"
                color={kycApproved ? 'success' : kycPending ? 'info' : 'warning'}
                label={`KYC: ${KYC_STATUS_LABELS[kyc.data.status]}`}
              />
              <Chip
                size="small"
                variant="outlined"
                color={twoFactor.data.enabled ? 'success' : 'warning'}
                label={`Two-factor: ${twoFactor.data.enabled ? 'On' : 'Off'}`}
              />
            </Stack>
          </Stack>
          {open > 0 || waiting > 0 ? (
            <Box component="ol" aria-label="Next steps" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {steps.map((step) => (
                <Box
                  component="li"
                  key={step.label}
                  data-done={step.waiting ? 'waiting' : step.done ? 'true' : 'false'}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
                >
                  {step.waiting ? (
                    <CheckCircle color="info" fontSize="small" aria-hidden />
                  ) : step.done ? (
                    <CheckCircle color="success" fontSize="small" aria-hidden />
                  ) : (
                    <RadioButtonUnchecked color="action" fontSize="small" aria-hidden />
                  )}
                  {step.waiting ? (
                    // On a phone the chip wraps under the label, not under the tick.
                    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                      <Typography color="text.secondary">
                        {step.label}{' '}
                        <Box component="span" sx={visuallyHidden}>
                          (done)
                        </Box>
                      </Typography>
                      <Chip size="small" variant="outlined" color="info" label={step.waiting} />
                    </Box>
                  ) : step.done ? (
                    <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                      {step.label}{' '}
                      <Box component="span" sx={visuallyHidden}>
                        (done)
                      </Box>
                    </Typography>
                  ) : (
                    <RouterLink to={step.to}>{step.label}</RouterLink>
                  )}
                </Box>
              ))}
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="latest-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="latest-title" variant="h6" component="h2">
              Latest movements
            </Typography>
            <RouterLink to={MONEY_ROUTES.wallet}>All movements</RouterLink>
          </Stack>
          <ResponsiveTable
            label="Latest movements"
            columns={LATEST_COLUMNS}
            rows={latest.data.rows}
            rowKey={(r) => r.id}
            empty="No movements yet. Add balance to get started."
          />
        </CardContent>
      </Card>
    </Stack>
  );
}

const LATEST_COLUMNS: readonly ResponsiveColumn<WalletHistoryRow>[] = [
  { header: 'Date', cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time>, nowrap: true },
  { header: 'Kind', cell: (r) => r.label, phone: 'lead', nowrap: false },
  signedAmountColumn<WalletHistoryRow>(),
];
