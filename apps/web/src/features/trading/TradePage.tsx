import { formatPrice, QUOTE_CURRENCY } from '@member-area/shared';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { DelayedChip, SimulatedPricesLabel, usePriceStatus } from '../prices';
import { useLivePrices, useMarkets, useOpenPositions } from './api';
import { OrderPanel } from './OrderPanel';
import { PriceAlertsCard } from './PriceAlertsCard';
import { Signed } from './PriceChange';
import { useRecordPrices } from './usePriceHistory';

// The chart library is a chunk of its own, fetched once the page shows.
const TradeChart = lazy(async () => ({ default: (await import('./TradeChart')).TradeChart }));

/** /trade/:sym/:name: the chart and the order panel; an unknown symbol is the not-found page. */
export function TradePage() {
  useRecordPrices();
  const { sym = '', name = '' } = useParams();
  const markets = useMarkets();
  const live = useLivePrices();
  const positions = useOpenPositions();
  const status = usePriceStatus(sym.toUpperCase());
  // Not found only once the markets were read: a failed read is said as such.
  if (!markets.data) {
    return markets.isError ? (
      <>
        <PageTitle>{`${sym.toUpperCase()}/${QUOTE_CURRENCY}`}</PageTitle>
        <ErrorAlert error={markets.error} />
      </>
    ) : (
      <Skeleton variant="rounded" height={420} />
    );
  }
  const market = markets.data.find((m) => m.symbol === sym.toUpperCase() && m.name === name.toLowerCase());
  if (!market) return <NotFoundPage />;
  const price = live.get(market.symbol) ?? market.price ?? undefined;
  const mine = (positions.data ?? []).filter((p) => p.symbol === market.symbol);
  return (
    <>
      <PageTitle title={`${market.symbol}/${QUOTE_CURRENCY}`}>
        {market.symbol}/{QUOTE_CURRENCY}
      </PageTitle>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, mt: -2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="live-price">
          {price ? formatPrice(market.symbol, price) : `— ${QUOTE_CURRENCY}`}
        </Typography>
        {market.change24h ? <Signed value={market.change24h} suffix="% 24h" /> : null}
        <DelayedChip symbol={market.symbol} />
        <SimulatedPricesLabel />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <TradeChart symbol={market.symbol} {...(price && { price })} positions={mine} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderPanel market={market} price={price} delayed={status === 'delayed'} />
          <PriceAlertsCard market={market} />
        </Grid>
      </Grid>
    </>
  );
}
