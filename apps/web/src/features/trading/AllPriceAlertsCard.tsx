import { type PriceAlert, QUOTE_CURRENCY, tradePath } from '@member-area/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { ALL_ALERTS_ID, alertLevel, alertRearm, alertStatus, usePriceAlerts, useRemoveAlert } from './alerts-api';
import { useMarkets } from './api';

/**
 * Every price alert of the member, whatever its symbol, in one list under the markets: each
 * names its symbol (a link to its trade page, where new ones are set) and can be removed here.
 */
export function AllPriceAlertsCard() {
  const alerts = usePriceAlerts();
  const markets = useMarkets();
  const removeAlert = useRemoveAlert();
  const [message, setMessage] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const names = new Map((markets.data ?? []).map((m) => [m.symbol, m.name]));
  const loaded = alerts.data !== undefined;

  // Opened from a symbol's "All your alerts" link: the list is scrolled into view once it is there.
  useEffect(() => {
    if (loaded && hash === `#${ALL_ALERTS_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  async function remove(alert: PriceAlert) {
    setMessage(null);
    setMessage(await removeAlert(alert));
  }

  const columns: ResponsiveColumn<PriceAlert>[] = [
    {
      header: 'Symbol',
      phone: 'lead',
      nowrap: true,
      cell: (a) => {
        const name = names.get(a.symbol);
        const label = `${a.symbol}/${QUOTE_CURRENCY}`;
        return name ? (
          <Link component={RouterLink} to={tradePath(a.symbol, name)} sx={{ fontWeight: 700 }}>
            {label}
          </Link>
        ) : (
          <strong>{label}</strong>
        );
      },
    },
    { header: 'Alert', phone: 'lead', nowrap: true, cell: (a) => alertLevel(a) },
    { header: 'Repeats', cell: (a) => alertRearm(a) },
    { header: 'Status', nowrap: true, cell: (a) => alertStatus(a) },
    {
      header: 'Remove',
      hideHeader: true,
      align: 'right',
      cell: (a) => (
        <IconButton aria-label={`Remove ${a.symbol} alert ${alertLevel(a)}`} onClick={() => remove(a)} size="small">
          <DeleteOutline fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Card
      component="section"
      id={ALL_ALERTS_ID}
      ref={section}
      aria-labelledby={`${ALL_ALERTS_ID}-title`}
      sx={{ mt: 3 }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" id={`${ALL_ALERTS_ID}-title`}>
          Your price alerts
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Every symbol's alerts. Set a new one on the symbol's page.
        </Typography>
        {message ? (
          <Alert severity="error" sx={{ mb: 1 }} onClose={() => setMessage(null)}>
            {message}
          </Alert>
        ) : null}
        {alerts.isError && !alerts.data ? (
          <ErrorAlert error={alerts.error} />
        ) : (
          <ResponsiveTable
            label="Alerts of every symbol"
            columns={columns}
            rows={alerts.data ?? []}
            rowKey={(a) => a.id}
            rowProps={(a) => ({ 'data-alert': a.id })}
            empty={alerts.isLoading ? 'Loading…' : 'No price alerts. Open a symbol to set one.'}
          />
        )}
      </CardContent>
    </Card>
  );
}
