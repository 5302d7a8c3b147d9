import {
  invoiceBalancePath,
  invoiceWdPath,
  MONEY_ROUTES,
  TRANSFER_KINDS,
  type WalletHistoryRow,
} from '@member-area/shared';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import type { ResponsiveColumn } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { AccountHistory } from './AccountHistory';
import { getWalletHistory, historyCsvUrl } from './api';
import { moneyKeys } from './query-keys';
import { AvailableCard, OnHoldCard } from './WalletSummaryCards';

const REFERENCE: readonly ResponsiveColumn<WalletHistoryRow>[] = [
  {
    header: 'Reference',
    cell: (r) =>
      r.subject ? (
        <RouterLink
          to={r.subject.type === 'deposit' ? invoiceBalancePath(r.subject.slug) : invoiceWdPath(r.subject.slug)}
        >
          {r.reference}
        </RouterLink>
      ) : (
        r.reference
      ),
    sx: { minWidth: 140, overflowWrap: 'anywhere' },
  },
];

/** /wallet ("Balance"): available, on hold, and every movement with its running balance. */
export function WalletPage() {
  return (
    <>
      <PageTitle subtitle="What you can use, what is set aside, and every movement of your wallet.">Balance</PageTitle>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AvailableCard />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OnHoldCard />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <Button component={Link} to={MONEY_ROUTES.addBalance} variant="contained">
          Add balance
        </Button>
        <Button component={Link} to={MONEY_ROUTES.withdrawal} variant="outlined">
          Withdraw
        </Button>
        <Button component={Link} to={MONEY_ROUTES.viewWithdrawal} variant="text">
          My withdrawals
        </Button>
      </Stack>
      <AccountHistory
        label="Wallet history"
        kinds={TRANSFER_KINDS}
        columns={REFERENCE}
        empty="No movements yet. Add balance to get started."
        queryKey={moneyKeys.history}
        load={getWalletHistory}
        csvHref={historyCsvUrl}
      />
    </>
  );
}
