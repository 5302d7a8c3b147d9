import { ROUTES } from '@member-area/shared';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import Link from '@mui/material/Link';
import { RouterLink } from '../../ui/RouterLink';
import { StatCard } from '../../ui/StatCard';
import { centsToUsd, livePl, useLivePrices, useOpenPositions } from './api';
import { SignedUsd } from './PriceChange';

/** The dashboard's tile: how many positions are open and their P/L at live prices. */
export function OpenPositionsCard() {
  const positions = useOpenPositions();
  const live = useLivePrices();
  const list = positions.data;
  const total = (list ?? []).reduce((sum, p) => sum + (livePl(p, live.get(p.symbol))?.cents ?? 0n), 0n);
  return (
    <StatCard
      title="Open positions"
      icon={<ShowChartOutlined fontSize="small" />}
      value={list ? list.length === 0 ? '0' : <SignedUsd value={centsToUsd(total)} /> : null}
      note={
        list ? (
          <Link component={RouterLink} to={ROUTES.onTrade}>
            {list.length === 1 ? '1 position open' : `${list.length} positions open`}: live P/L
          </Link>
        ) : undefined
      }
    />
  );
}
