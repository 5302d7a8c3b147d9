import { BASE_CURRENCY, formatPrice, type Market, QUOTE_CURRENCY, tradePath } from '@member-area/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { DelayedChip, SimulatedPricesLabel, usePriceStatus } from '../prices';
import { AllPriceAlertsCard } from './AllPriceAlertsCard';
import { useLivePrices, useMarkets, useSparklines } from './api';
import { Signed } from './PriceChange';
import { Sparkline } from './Sparkline';
import { usePriceHistory, useRecordPrices } from './usePriceHistory';

/** The last 24 hourly closes (from the server, at once), then the prices seen since the page opened. */
function SparkCell({ symbol, closes }: { symbol: string; closes: readonly { time: number; close: string }[] }) {
  const seen = usePriceHistory(symbol);
  const lastHour = closes[closes.length - 1]?.time ?? 0;
  // Chart points (display numbers only, never money).
  const points = [...closes.map((c) => Number(c.close)), ...seen.filter((p) => p.time > lastHour).map((p) => p.price)];
  return <Sparkline points={points} label={`${symbol} price over the last 24 hours`} />;
}

/** Closed (disabled by an operator), Delayed (no tick for a while: orders refused) or Open. */
function MarketStatus({ market }: { market: Market }) {
  const delayed = usePriceStatus(market.symbol) === 'delayed';
  if (!market.enabled) return <Chip size="small" label="Closed" />;
  if (delayed) return <DelayedChip symbol={market.symbol} />;
  return <Chip size="small" label="Open" color="success" variant="outlined" />;
}

/** /trade: the markets, each row opening its trade page. */
export function MarketsPage() {
  useRecordPrices();
  const markets = useMarkets();
  const live = useLivePrices();
  const sparklines = useSparklines();
  const closes = new Map((sparklines.data ?? []).map((s) => [s.symbol, s.points]));
  const navigate = useNavigate();
  const columns: ResponsiveColumn<Market>[] = [
    {
      header: 'Symbol',
      phone: 'lead',
      nowrap: true,
      cell: (m) => (
        <Link component={RouterLink} to={tradePath(m.symbol, m.name)} sx={{ fontWeight: 700 }}>
          {m.symbol}/{QUOTE_CURRENCY}
        </Link>
      ),
    },
    {
      header: 'Name',
      cell: (m) => m.name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      sx: { textTransform: 'none' },
    },
    {
      header: 'Price',
      align: 'right',
      nowrap: true,
      phone: 'lead',
      cell: (m) => {
        const price = live.get(m.symbol) ?? m.price;
        return price ? formatPrice(m.symbol, price) : '—';
      },
    },
    {
      header: '24h change',
      align: 'right',
      nowrap: true,
      cell: (m) => (m.change24h === null ? '—' : <Signed value={m.change24h} suffix="%" />),
    },
    { header: 'Trend (24h)', cell: (m) => <SparkCell symbol={m.symbol} closes={closes.get(m.symbol) ?? []} /> },
    { header: 'Max leverage', align: 'right', nowrap: true, cell: (m) => `${m.maxLeverage}×` },
    {
      header: 'Status',
      cell: (m) => <MarketStatus market={m} />,
    },
  ];
  return (
    <>
      <PageTitle
        subtitle={`Live prices in ${QUOTE_CURRENCY}. A position's margin, fee and result are paid from and to your wallet in ${BASE_CURRENCY}.`}
      >
        Markets
      </PageTitle>
      <SimulatedPricesLabel sx={{ mb: 2 }} />
      {markets.isError && !markets.data ? (
        <ErrorAlert error={markets.error} />
      ) : (
        <ResponsiveTable
          label="Markets"
          columns={columns}
          rows={markets.data ?? []}
          rowKey={(m) => m.symbol}
          empty={markets.isLoading ? 'Loading the markets…' : 'No markets.'}
          onRowClick={(m) => navigate(tradePath(m.symbol, m.name))}
          rowProps={(m) => ({ 'data-symbol': m.symbol })}
        />
      )}
      <AllPriceAlertsCard />
    </>
  );
}
