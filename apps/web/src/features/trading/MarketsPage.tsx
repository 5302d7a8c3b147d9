import { groupThousands, type Market, QUOTE_CURRENCY, tradePath } from '@member-area/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { DelayedChip, SimulatedPricesLabel, usePriceStatus } from '../prices';
import { useLivePrices, useMarkets } from './api';
import { Signed } from './PriceChange';
import { Sparkline } from './Sparkline';
import { usePriceHistory, useRecordPrices } from './usePriceHistory';

export const groupedPrice = (price: string) => {
  const [whole = '0', fraction] = price.split('.');
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
};

function SparkCell({ symbol }: { symbol: string }) {
  const points = usePriceHistory(symbol).map((p) => p.price);
  return <Sparkline points={points} label={`${symbol} price since this page opened`} />;
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
        return price ? `${groupedPrice(price)} ${QUOTE_CURRENCY}` : '—';
      },
    },
    {
      header: '24h change',
      align: 'right',
      nowrap: true,
      cell: (m) => (m.change24h === null ? '—' : <Signed value={m.change24h} suffix="%" />),
    },
    { header: 'Trend', cell: (m) => <SparkCell symbol={m.symbol} /> },
    { header: 'Max leverage', align: 'right', nowrap: true, cell: (m) => `${m.maxLeverage}×` },
    {
      header: 'Status',
      cell: (m) => <MarketStatus market={m} />,
    },
  ];
  return (
    <>
      <PageTitle subtitle="Trade the symbols below against USDT from your wallet, at live prices.">Markets</PageTitle>
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
    </>
  );
}
