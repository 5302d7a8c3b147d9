import { addInvestmentPath } from '@member-area/shared';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { RouterLink } from '../../ui/RouterLink';
import { StatCard } from '../../ui/StatCard';
import { MoneyAmount } from '../money';
import { useInvestmentSummary } from './useInvestments';

// The dashboard's investment tiles (the 30-day chart is its own lazily loaded card).

export function TotalInvestedCard() {
  const summary = useInvestmentSummary();
  const s = summary.data;
  return (
    <StatCard
      title="Total invested"
      icon={<SavingsOutlined fontSize="small" />}
      value={s ? <MoneyAmount usd={s.totalInvested} block /> : null}
      note={
        s ? (
          s.activeCount > 0 ? (
            `${s.activeCount} active investment${s.activeCount === 1 ? '' : 's'}`
          ) : (
            <RouterLink to={addInvestmentPath()}>Make your first investment</RouterLink>
          )
        ) : undefined
      }
    />
  );
}

export function ProfitTodayCard() {
  const summary = useInvestmentSummary();
  return (
    <StatCard
      title="Profit today"
      icon={<TodayOutlined fontSize="small" />}
      value={summary.data ? <MoneyAmount usd={summary.data.profitToday} block /> : null}
    />
  );
}

export function ProfitToDateCard() {
  const summary = useInvestmentSummary();
  return (
    <StatCard
      title="Profit to date"
      icon={<TrendingUpOutlined fontSize="small" />}
      value={summary.data ? <MoneyAmount usd={summary.data.profitToDate} block /> : null}
    />
  );
}
