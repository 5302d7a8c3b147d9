import { BASE_CURRENCY, formatRate, TEXT } from '@member-area/shared';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { formatDate } from '../../ui/format';
import { StatCard } from '../../ui/StatCard';
import { ProfitToDateCard, ProfitTodayCard, TotalInvestedCard } from '../investments';
import { AvailableCard, OnHoldCard, PendingDepositsCard, PendingWithdrawalsCard } from '../money';
import { useProfile } from '../profile';
import { useRates } from '../settings';
import { OpenPositionsCard } from '../trading';

function CurrencyCard() {
  const profile = useProfile();
  const rates = useRates();
  const currency = profile.data?.currency;
  const rate = rates.data?.find((r) => r.name === currency);
  return (
    <StatCard
      title="Currency"
      icon={<CurrencyExchangeOutlined fontSize="small" />}
      value={currency ?? null}
      note={
        currency === BASE_CURRENCY
          ? 'The base currency'
          : rate
            ? `1 USD = ${formatRate(rate.value)} ${rate.name}`
            : undefined
      }
    />
  );
}

function AccountStatusCard() {
  const profile = useProfile();
  const p = profile.data;
  return (
    <StatCard
      title="Account status"
      icon={<VerifiedUserOutlined fontSize="small" />}
      value={
        p ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <Chip
              color={p.userTrading ? 'success' : 'default'}
              variant={p.userTrading ? 'filled' : 'outlined'}
              label={p.userTrading ? TEXT.badgeReal : TEXT.badgeFree}
            />
            <Chip
              variant="outlined"
              color={p.emailVerified ? 'success' : 'warning'}
              label={p.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
            />
          </Stack>
        ) : null
      }
      note={p ? (p.userTrading ? 'Real trading account' : 'Free account') : undefined}
    />
  );
}

function MemberSinceCard() {
  const profile = useProfile();
  return (
    <StatCard
      title="Member since"
      icon={<CalendarMonthOutlined fontSize="small" />}
      value={profile.data ? formatDate(profile.data.memberSince) : null}
    />
  );
}

/** The dashboard's tiles, in order. Features add theirs here (investments, funds, trading...). */
export const DASHBOARD_CARDS: readonly { id: string; Card: ComponentType }[] = [
  { id: 'available', Card: AvailableCard },
  { id: 'on-hold', Card: OnHoldCard },
  { id: 'pending-deposits', Card: PendingDepositsCard },
  { id: 'pending-withdrawals', Card: PendingWithdrawalsCard },
  { id: 'open-positions', Card: OpenPositionsCard },
  { id: 'total-invested', Card: TotalInvestedCard },
  { id: 'profit-today', Card: ProfitTodayCard },
  { id: 'profit-to-date', Card: ProfitToDateCard },
  { id: 'currency', Card: CurrencyCard },
  { id: 'account-status', Card: AccountStatusCard },
  { id: 'member-since', Card: MemberSinceCard },
];
