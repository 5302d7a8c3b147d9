import {
  FUND_LABEL,
  type Fund,
  type FundHistoryRow,
  fundsApi,
  fundWithdrawalPath,
  hrefOf,
  invoiceWdPath,
  type TransferKindName,
} from '@member-area/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { PageTitle } from '../../ui/PageTitle';
import type { ResponsiveColumn } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { AccountHistory } from '../money';
import { FundBalanceCard } from './FundBalanceCard';
import { fundsKeys } from './query-keys';

/** The kinds a fund sees: its credits, its moves to the wallet and its withdrawals. */
const FUND_KINDS: Record<Fund, readonly TransferKindName[]> = {
  profit: ['profit.daily', 'fund.move', 'hold.reserve', 'hold.void'],
  bonus: ['referral.commission', 'fund.move', 'hold.reserve', 'hold.void'],
};

const FROM_AND_REFERENCE: readonly ResponsiveColumn<FundHistoryRow>[] = [
  {
    header: 'From',
    cell: (r) => (r.referral ? `${r.referral.userName} · level ${r.referral.level}` : '—'),
    sx: { overflowWrap: 'anywhere' },
  },
  {
    header: 'Reference',
    cell: (r) =>
      r.subject?.type === 'withdrawal' ? (
        <RouterLink to={invoiceWdPath(r.subject.slug)}>{r.reference}</RouterLink>
      ) : (
        r.reference
      ),
    sx: { minWidth: 120, overflowWrap: 'anywhere' },
  },
];

/** /funds-profit and /funds-bonus: the fund's balance and every movement of it. */
export function FundPage({ fund }: { fund: Fund }) {
  const title = `${FUND_LABEL[fund]} fund`;
  return (
    <>
      <PageTitle
        subtitle={
          fund === 'profit'
            ? 'The daily profit of your investments, and every movement of it.'
            : 'Your referral bonuses: who they came from, at which level, and every movement.'
        }
      >
        {title}
      </PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, mb: 3 }}>
        <FundBalanceCard fund={fund} />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button component={Link} to={fundWithdrawalPath(fund)} variant="contained">
            Move or withdraw
          </Button>
        </Box>
      </Box>
      <AccountHistory
        label={`${title} history`}
        kinds={FUND_KINDS[fund]}
        columns={FROM_AND_REFERENCE}
        empty="No movements yet."
        queryKey={(query) => fundsKeys.history(fund, query)}
        load={(query, signal) => call(fundsApi.history, { params: { fund }, query, signal })}
        csvHref={(query) => hrefOf(fundsApi.historyCsv, { params: { fund }, query })}
      />
    </>
  );
}

export const ProfitFundPage = () => <FundPage fund="profit" />;
export const BonusFundPage = () => <FundPage fund="bonus" />;
