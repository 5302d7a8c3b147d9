import { formatPrice, type PriceAlert, tradingApi } from '@member-area/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api';
import { call } from '../../api/call';
import { useMemberQuery } from '../auth';
import { tradingKeys } from './keys';

/** The member's price alerts (every symbol); the live channel pushes every change (set, removed, fired, re-armed). */
export function usePriceAlerts() {
  return useMemberQuery({ queryKey: tradingKeys.alerts, route: tradingApi.alerts });
}

/**
 * Removes an alert, for either list (a symbol's card, every symbol's): this tab drops it at once
 * (the live channel brings the new list too, a moment later). Answers what went wrong, or null.
 */
export function useRemoveAlert(): (alert: PriceAlert) => Promise<string | null> {
  const queryClient = useQueryClient();
  return async (alert) => {
    try {
      await call(tradingApi.deleteAlert, { params: { id: alert.id } });
      queryClient.setQueryData<PriceAlert[]>(tradingKeys.alerts, (list) => list?.filter((a) => a.id !== alert.id));
      return null;
    } catch (e) {
      return e instanceof ApiRequestError ? e.message : 'The alert could not be removed.';
    }
  };
}

/** Where /trade lists the alerts of every symbol (the per-symbol cards link to it). */
export const ALL_ALERTS_ID = 'price-alerts';

/** "Above 41,000.00 USDT" / "Below …", and how it re-arms. */
export function alertLevel(alert: Pick<PriceAlert, 'symbol' | 'direction' | 'price'>): string {
  return `${alert.direction === 'above' ? 'Above' : 'Below'} ${formatPrice(alert.symbol, alert.price)}`;
}

export function alertRearm(alert: Pick<PriceAlert, 'symbol' | 'rearmStep'>): string {
  return alert.rearmStep ? `Re-arms after a move back of ${formatPrice(alert.symbol, alert.rearmStep)}` : 'Once';
}

/** Armed, fired, or waiting to re-arm, with how often it fired. */
export function alertStatus(alert: PriceAlert): string {
  if (alert.armed) return alert.crossings > 0 ? `Armed again · fired ${alert.crossings}×` : 'Armed';
  return alert.rearmStep ? `Fired ${alert.crossings}× · waiting to re-arm` : 'Fired';
}

/** The notification of a crossing: "BTC rose above 41,000.00 USDT (at 41,002.50 USDT)". */
export function crossingText(alert: PriceAlert): string {
  const moved = alert.direction === 'above' ? 'rose above' : 'fell below';
  const at = alert.lastCrossedPrice ? ` (at ${formatPrice(alert.symbol, alert.lastCrossedPrice)})` : '';
  return `${alert.symbol} ${moved} ${formatPrice(alert.symbol, alert.price)}${at}`;
}
