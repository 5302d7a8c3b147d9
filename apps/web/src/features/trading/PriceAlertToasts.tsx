import type { PriceAlert } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { crossingText, usePriceAlerts } from './alerts-api';

/**
 * Shown on every page of every open tab: when the live channel brings an alert whose
 * `crossings` grew since this tab last saw it, a notification says what crossed. The first
 * list a tab reads is the baseline (a crossing before the tab opened is not news).
 */
export function PriceAlertToasts() {
  const alerts = usePriceAlerts();
  const seen = useRef<Map<string, number> | null>(null);
  const [queue, setQueue] = useState<PriceAlert[]>([]);

  useEffect(() => {
    if (!alerts.data) return;
    const before = seen.current;
    seen.current = new Map(alerts.data.map((a) => [a.id, a.crossings]));
    if (!before) return;
    const crossed = alerts.data.filter((a) => a.crossings > (before.get(a.id) ?? 0));
    if (crossed.length > 0) setQueue((q) => [...q, ...crossed]);
  }, [alerts.data]);

  const current = queue[0];
  const dismiss = () => setQueue((q) => q.slice(1));
  return (
    <Snackbar
      key={current ? `${current.id}:${current.crossings}` : 'none'}
      open={current !== undefined}
      autoHideDuration={10_000}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="info" variant="filled" onClose={dismiss} role="status" sx={{ width: '100%' }}>
        Price alert: {current ? crossingText(current) : ''}
      </Alert>
    </Snackbar>
  );
}
