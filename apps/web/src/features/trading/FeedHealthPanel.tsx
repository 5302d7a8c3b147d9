import { type FeedHealth, formatPrice, pricesApi } from '@member-area/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ResponsiveTable } from '../../ui/ResponsiveTable';
import { tradingKeys } from './keys';

type SymbolHealth = FeedHealth['symbols'][number];

const SOURCE_LABEL: Record<FeedHealth['source'], string> = {
  simulated: 'Simulated market',
  binance: 'Binance (exchange stream)',
  manual: 'Manual (tests)',
};

/** "0.8 s", "2 min 5 s": the age of a symbol's last tick on the answering node. */
function age(ms: number | null): string {
  if (ms === null) return 'No tick yet';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.floor((ms % 60_000) / 1000)} s`;
}

/** The price feed's health for operators: source, connection, the age of each symbol's last tick. */
export function FeedHealthPanel() {
  const health = useQuery({
    queryKey: tradingKeys.adminFeedHealth,
    queryFn: () => call(pricesApi.health),
    refetchInterval: 5_000,
  });
  const h = health.data;
  return (
    <section aria-label="Price feed">
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Price feed
      </Typography>
      {h ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" variant="outlined" label={`Source: ${SOURCE_LABEL[h.source]}`} />
          <Chip
            size="small"
            color={h.connected ? 'success' : 'error'}
            variant="outlined"
            label={h.connected ? 'Connected' : 'Disconnected'}
          />
          <Chip size="small" variant="outlined" label={`Reconnects: ${h.reconnects}`} />
        </Stack>
      ) : null}
      {health.isError && !h ? <ErrorAlert error={health.error} sx={{ mb: 1 }} /> : null}
      <ResponsiveTable<SymbolHealth>
        label="Price feed per symbol"
        columns={[
          { header: 'Symbol', phone: 'lead', cell: (s) => <strong>{s.symbol}</strong> },
          {
            header: 'Status',
            cell: (s) =>
              s.status === 'delayed' ? (
                <Chip size="small" color="warning" variant="outlined" label="Delayed" />
              ) : (
                <Chip size="small" color="success" variant="outlined" label="Live" />
              ),
          },
          {
            header: 'Last price',
            align: 'right',
            nowrap: true,
            cell: (s) => (s.price ? formatPrice(s.symbol, s.price) : '—'),
          },
          { header: 'Last tick', align: 'right', nowrap: true, phone: 'lead', cell: (s) => age(s.lastTickAgeMs) },
        ]}
        rows={h?.symbols ?? []}
        rowKey={(s) => s.symbol}
        rowProps={(s) => ({ 'data-feed-symbol': s.symbol })}
        empty={h ? 'No symbols.' : health.isLoading ? 'Loading the feed…' : '—'}
      />
    </section>
  );
}
