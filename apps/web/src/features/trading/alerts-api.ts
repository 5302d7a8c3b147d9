import { groupThousands, type PriceAlert, QUOTE_CURRENCY, tradingApi } from '@member-area/shared';
import { useMemberQuery } from '../auth';
import { tradingKeys } from './keys';

/** The member's price alerts; the live channel pushes every change (set, removed, fired, re-armed). */
export function usePriceAlerts() {
  return useMemberQuery({ queryKey: tradingKeys.alerts, route: tradingApi.alerts });
}

const price = (p: string) => {
  const [whole = '0', fraction] = p.split('.');
  return `${fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole)} ${QUOTE_CURRENCY}`;
};

/** "Above 41,000.00 USDT" / "Below …", and how it re-arms. */
export function alertLevel(alert: Pick<PriceAlert, 'direction' | 'price'>): string {
  return `${alert.direction === 'above' ? 'Above' : 'Below'} ${price(alert.price)}`;
}

export function alertRearm(alert: Pick<PriceAlert, 'rearmStep'>): string {
  return alert.rearmStep ? `Re-arms after a move back of ${price(alert.rearmStep)}` : 'Once';
}

/** The notification of a crossing: "BTC rose above 41,000.00 USDT (at 41,002.50 USDT)". */
export function crossingText(alert: PriceAlert): string {
  const moved = alert.direction === 'above' ? 'rose above' : 'fell below';
  const at = alert.lastCrossedPrice ? ` (at ${price(alert.lastCrossedPrice)})` : '';
  return `${alert.symbol} ${moved} ${price(alert.price)}${at}`;
}
