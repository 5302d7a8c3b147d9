import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { StatCard } from '../../ui/StatCard';
import { MoneyAmount } from './MoneyAmount';
import { useWalletSummary } from './useMoney';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function AvailableCard() {
  const wallet = useWalletSummary();
  return (
    <StatCard
      title="Available"
      icon={<AccountBalanceWalletOutlined fontSize="small" />}
      value={wallet.data ? <MoneyAmount usd={wallet.data.available} block /> : null}
      note="Yours to spend or withdraw"
    />
  );
}

export function OnHoldCard() {
  const wallet = useWalletSummary();
  return (
    <StatCard
      title="On hold"
      icon={<LockOutlined fontSize="small" />}
      value={wallet.data ? <MoneyAmount usd={wallet.data.onHold} block /> : null}
      note="Set aside for withdrawals being processed and open positions' margin"
    />
  );
}

export function PendingDepositsCard() {
  const wallet = useWalletSummary();
  const d = wallet.data?.pendingDeposits;
  return (
    <StatCard
      title="Pending deposits"
      icon={<HourglassEmptyOutlined fontSize="small" />}
      value={d ? <MoneyAmount usd={d.amount} block /> : null}
      note={d ? `${plural(d.count, 'invoice')} waiting for payment or approval` : undefined}
    />
  );
}

export function PendingWithdrawalsCard() {
  const wallet = useWalletSummary();
  const w = wallet.data?.pendingWithdrawals;
  return (
    <StatCard
      title="Pending withdrawals"
      icon={<PaymentsOutlined fontSize="small" />}
      value={w ? <MoneyAmount usd={w.amount} block /> : null}
      note={w ? `${plural(w.count, 'withdrawal')} being processed (fee included)` : undefined}
    />
  );
}
