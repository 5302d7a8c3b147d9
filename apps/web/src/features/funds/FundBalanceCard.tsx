import { FUND_LABEL, type Fund } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MoneyAmount } from '../money';
import { useFundSummary } from './useFund';

/** The fund's balance, and what its open withdrawals hold. */
export function FundBalanceCard({ fund }: { fund: Fund }) {
  const summary = useFundSummary(fund);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">{FUND_LABEL[fund]} fund</Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 600 }} data-testid={`${fund}-fund-balance`}>
          {summary.data ? <MoneyAmount usd={summary.data.balance} block /> : <Skeleton width={160} />}
        </Typography>
        {summary.data && summary.data.pendingWithdrawals.count > 0 ? (
          <Typography variant="body2" color="text.secondary">
            On hold for {summary.data.pendingWithdrawals.count} withdrawal
            {summary.data.pendingWithdrawals.count === 1 ? '' : 's'}:{' '}
            <MoneyAmount usd={summary.data.pendingWithdrawals.amount} />
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
