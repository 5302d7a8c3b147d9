import { FUND_LABEL, type Fund, fundPath } from '@member-area/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { FundWithdrawalForm, useBankData, useMoneyOptions } from '../money';
import { FundBalanceCard } from './FundBalanceCard';
import { MoveToWalletCard } from './MoveToWalletCard';
import { useFundSummary } from './useFund';

/**
 * /withdrawal-profit and /withdrawal-bonus: move the fund to the wallet at once, or withdraw it
 * to the member's payout details through the same withdrawal flow as /withdrawal.
 */
export function FundWithdrawalPage({ fund }: { fund: Fund }) {
  const summary = useFundSummary(fund);
  const options = useMoneyOptions();
  const bank = useBankData();
  const error = summary.error ?? options.error ?? bank.error;
  const label = FUND_LABEL[fund];
  return (
    <>
      <PageTitle
        subtitle={`Move your ${label.toLowerCase()} fund to your wallet, or withdraw it to your payout details.`}
      >
        {`${label} withdrawal`}
      </PageTitle>
      <ErrorAlert error={error} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, mb: 3 }}
      >
        <FundBalanceCard fund={fund} />
        {summary.data ? <MoveToWalletCard fund={fund} summary={summary.data} /> : null}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Withdraw to your payout details
      </Typography>
      {summary.data && options.data && bank.data ? (
        <Suspense fallback={<CenteredSpinner />}>
          <FundWithdrawalForm
            available={summary.data.balance}
            settings={options.data.settings}
            bank={bank.data}
            source={fund}
          />
        </Suspense>
      ) : error ? null : (
        <CenteredSpinner />
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <RouterLink to={fundPath(fund)}>See the {label.toLowerCase()} fund's history</RouterLink>
      </Typography>
    </>
  );
}

export const ProfitWithdrawalPage = () => <FundWithdrawalPage fund="profit" />;
export const BonusWithdrawalPage = () => <FundWithdrawalPage fund="bonus" />;
